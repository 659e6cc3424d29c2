import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createEventBus } from './index.js';

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe('event bus', () => {
  it('delivers a typed event to every subscriber of its type only', async () => {
    const { log } = fakeLog();
    const bus = createEventBus({ log });
    const seen: string[] = [];
    bus.subscribe<{ name: string }>('participant.created', (e) => {
      seen.push(`a:${e.payload.name}:${e.tenantId}`);
    });
    bus.subscribe<{ name: string }>('participant.created', async (e) => {
      seen.push(`b:${e.payload.name}`);
    });
    bus.subscribe('participant.deleted', () => {
      seen.push('wrong');
    });

    await bus.publish({ type: 'participant.created', tenantId: 'brain', actorUserId: 1, payload: { name: 'Ana' } });

    expect(seen.sort()).toEqual(['a:Ana:brain', 'b:Ana']);
  });

  it('stamps occurredAt', async () => {
    const bus = createEventBus(fakeLog());
    let at = '';
    bus.subscribe('x', (e) => {
      at = e.occurredAt;
    });
    await bus.publish({ type: 'x', tenantId: 'default', actorUserId: null, payload: null });
    expect(new Date(at).toISOString()).toBe(at);
  });

  it('isolates a failing handler: logged, others still run, publisher does not fail', async () => {
    const { log, error } = fakeLog();
    const bus = createEventBus({ log });
    const ran: string[] = [];
    bus.subscribe('y', () => {
      throw new Error('sync boom');
    });
    bus.subscribe('y', async () => {
      throw new Error('async boom');
    });
    bus.subscribe('y', () => {
      ran.push('ok');
    });

    await expect(
      bus.publish({ type: 'y', tenantId: 'default', actorUserId: null, payload: 1 }),
    ).resolves.toBeUndefined();

    expect(ran).toEqual(['ok']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createEventBus(fakeLog());
    const handler = vi.fn();
    const off = bus.subscribe('z', handler);
    await bus.publish({ type: 'z', tenantId: 'default', actorUserId: null, payload: 1 });
    off();
    await bus.publish({ type: 'z', tenantId: 'default', actorUserId: null, payload: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
