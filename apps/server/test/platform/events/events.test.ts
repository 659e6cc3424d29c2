import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createEventBus } from '../../../src/platform/events/index.js';
import { defineSubscriber } from '../../../src/platform/events/subscriber.js';
import type { Platform } from '../../../src/platform/platform.js';

/** The test's own events: the bus is typed by the map it is given. */
interface TestEvents {
  'participant.created': { name: string };
  'participant.deleted': { name: string };
  x: null;
  y: number;
  z: number;
}

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe('event bus', () => {
  it('delivers a typed event to every subscriber of its type only', async () => {
    const { log } = fakeLog();
    const bus = createEventBus<TestEvents>({ log });
    const seen: string[] = [];
    bus.subscribe('participant.created', (e) => {
      seen.push(`a:${e.payload.name}:${e.tenantId}`);
    });
    bus.subscribe('participant.created', async (e) => {
      seen.push(`b:${e.payload.name}`);
    });
    bus.subscribe('participant.deleted', () => {
      seen.push('wrong');
    });

    await bus.publish({ type: 'participant.created', tenantId: 'brain', actorUserId: 1, payload: { name: 'Ana' } });
    await bus.idle();

    expect(seen.sort()).toEqual(['a:Ana:brain', 'b:Ana']);
  });

  it('stamps occurredAt', async () => {
    const bus = createEventBus<TestEvents>(fakeLog());
    let at = '';
    bus.subscribe('x', (e) => {
      at = e.occurredAt;
    });
    await bus.publish({ type: 'x', tenantId: 'default', actorUserId: null, payload: null });
    await bus.idle();
    expect(new Date(at).toISOString()).toBe(at);
  });

  it('isolates a failing handler: logged, others still run, publisher does not fail', async () => {
    const { log, error } = fakeLog();
    const bus = createEventBus<TestEvents>({ log });
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
    await bus.idle();

    expect(ran).toEqual(['ok']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('returns to the publisher before a slow handler has finished; idle() waits for it', async () => {
    const bus = createEventBus<TestEvents>(fakeLog());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done: number[] = [];
    bus.subscribe('y', async (e) => {
      await gate;
      done.push(e.payload);
    });

    await bus.publish({ type: 'y', tenantId: 'default', actorUserId: null, payload: 1 });
    expect(done).toEqual([]);

    const idle = bus.idle();
    release();
    await idle;
    expect(done).toEqual([1]);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createEventBus<TestEvents>(fakeLog());
    const handler = vi.fn();
    const off = bus.subscribe('z', handler);
    await bus.publish({ type: 'z', tenantId: 'default', actorUserId: null, payload: 1 });
    await bus.idle();
    off();
    await bus.publish({ type: 'z', tenantId: 'default', actorUserId: null, payload: 2 });
    await bus.idle();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('defineSubscriber', () => {
  it('subscribes its handler to the event, with the platform', async () => {
    const events = createEventBus(fakeLog());
    const platform = { events } as Platform;
    const seen: unknown[] = [];
    const subscriber = defineSubscriber('auth.signed_in', (e, p) => {
      seen.push([e.payload.userId, e.payload.firstSignIn, p === platform]);
    });
    const off = subscriber.subscribe(platform);
    const payload = { userId: 7, roleId: 5, firstSignIn: true } as const;
    await events.publish({ type: 'auth.signed_in', tenantId: 'default', actorUserId: 7, payload });
    await events.idle();
    off();
    await events.publish({ type: 'auth.signed_in', tenantId: 'default', actorUserId: 7, payload });
    await events.idle();
    expect(subscriber.event).toBe('auth.signed_in');
    expect(seen).toEqual([[7, true, true]]);
  });
});
