import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from '../../../src/platform/mail/templates/index.js';
import { escapeHtml, missingVars, renderMail } from '../../../src/platform/mail/render.js';

const vars = {
  name: 'Ana',
  link: 'https://brain.stride.example/reset-password?token=abc&x=1',
  tenantTitle: 'Stride Brain Health',
};

describe('mail rendering', () => {
  it('escapes variables in HTML, keeps them as they are in text', () => {
    const evil = { ...vars, name: '<script>alert("hi")</script> & O\'Brien' };
    const mail = renderMail('password-reset', 'en', evil);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; O&#39;Brien');
    expect(mail.html).toContain('href="https://brain.stride.example/reset-password?token=abc&amp;x=1"');
    expect(mail.text).toContain('Hello <script>alert("hi")</script> & O\'Brien,');
    expect(mail.text).toContain(vars.link);
  });

  it('keeps a variable from breaking the subject line into headers', () => {
    const mail = renderMail('welcome', 'en', { ...vars, tenantTitle: 'X\r\nBcc: someone@evil.example' });
    expect(mail.subject).toBe('Welcome to X Bcc: someone@evil.example');
  });

  it('lays out an accessible page in the mail language', () => {
    const es = renderMail('new-user', 'es', vars);
    expect(es.subject).toBe('Se creó tu cuenta de Stride Brain Health');
    expect(es.html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(es.html).toContain('<title>Se creó tu cuenta de Stride Brain Health</title>');
  });

  it('has every template in English and Spanish using only declared variables', () => {
    for (const [name, def] of Object.entries(MAIL_TEMPLATES)) {
      for (const lang of ['en', 'es'] as const) {
        const t = def[lang];
        const used = new Set([...`${t.subject}${t.text}${t.html}`.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
        expect([...used].sort(), `${name}.${lang}`).toEqual([...def.vars].sort());
      }
    }
  });

  it('names missing variables', () => {
    expect(missingVars('password-reset', { name: 'Ana' })).toEqual(['link', 'tenantTitle']);
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
