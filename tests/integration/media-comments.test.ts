// Readers' comments: the form's messages, moderation (held, then approved by staff, or deleted),
// the honeypot and the rate limiter.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '#shared/messages';
import { COMMENT_RECEIVED, type blogPostOutput, type commentListOutput } from '#shared/schemas/post';
import { makeComment, makePost } from '#server/factories/media';
import { COMMENT_LIMIT, COMMENT_POST_GONE } from '#server/modules/media/comment.service';
import { bodyOf, firstMessages, refusedFields, testAppForFile } from '../setup/test-app';

type Comments = z.infer<typeof commentListOutput>;
const t = testAppForFile();
let post: number;
let draft: number;
let news: number;
// Each test comes from its own address, so the limiter counts each apart.
let n = 0;
const from = () => `198.51.100.${++n}`;
const send = (body: object, ip = from()) => t.http().post('/api/public/comments').set('X-Forwarded-For', ip).send(body);
const comments = async () =>
  (await bodyOf<z.infer<typeof blogPostOutput>>(t.http().get('/api/public/arttextstyles/on-indigo'))).comments;
const queue = (q = '') => bodyOf<Comments>(t.admin().get(`/api/admin/comments${q}`));

beforeAll(async () => {
  post = (await makePost(t.deps.db, { kind: 'arttextstyle', title: 'On indigo', slug: 'on-indigo' })).id;
  draft = (await makePost(t.deps.db, { kind: 'arttextstyle', title: 'Draft', status: '0' })).id;
  news = (await makePost(t.deps.db, { kind: 'news', title: 'A news item' })).id;
});

describe('POST /api/public/comments', () => {
  it("refuses with the spec's messages", async () => {
    const empty = await send({});
    expect(refusedFields(empty)).toEqual({
      post: MSG.required,
      name: MSG.required,
      email: MSG.required,
      comment: MSG.required,
    });
    const bad = await send({ post, name: 'A', email: 'nope', comment: ' x ' });
    expect(firstMessages(bad.body.errors)).toEqual({
      name: 'Min 2 characters',
      email: MSG.email,
      comment: 'Min 2 characters',
    });
    const long = await send({ post, name: 'Ana', email: 'ana@example.com', comment: 'x'.repeat(1001) });
    expect(firstMessages(long.body.errors)).toEqual({ comment: 'Max 1000 characters' });
  });

  it('holds a comment until staff approve it, then shows it as plain text', async () => {
    const text = 'Lovely <script>alert(1)</script> piece';
    expect(await bodyOf(send({ post, name: 'Ana Ruiz', email: 'Ana@Example.com', comment: text }))).toEqual({
      message: COMMENT_RECEIVED,
    });
    expect(await comments()).toEqual([]);
    const waiting = await queue('?status=waiting');
    expect(waiting.waiting).toBe(1);
    expect(await bodyOf(t.admin().get('/api/admin/comments/waiting'))).toEqual({ waiting: 1 });
    const row = waiting.list[0]!;
    expect(row).toMatchObject({
      title: 'On indigo',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      approved: false,
      preview: text,
    });
    expect(row.comment_info).toMatch(/^Ana Ruiz <ana@example\.com>, \w+, \w+ \d+, \d{4}$/);

    const approved = await bodyOf<{ message: string }>(t.admin().put(`/api/admin/comment/${row.id}/approve`));
    expect(approved.message).toBe('Comment successfully approved');
    const shown = await comments();
    expect(shown).toEqual([{ id: row.id, name: 'Ana Ruiz', body: text, created_at: row.created_at }]);
    expect((await queue()).waiting).toBe(0);

    expect(await bodyOf(t.admin().delete(`/api/admin/comment/${row.id}`))).toEqual({
      message: 'Comment successfully deleted',
    });
    expect(await comments()).toEqual([]);
    expect((await t.admin().delete(`/api/admin/comment/${row.id}`)).status).toBe(404);
    expect((await t.admin().put(`/api/admin/comment/${row.id}/approve`)).status).toBe(404);
  });

  it('takes no comment on a draft or a news item', async () => {
    for (const id of [draft, news, 999999]) {
      const res = await send({ post: id, name: 'Ana', email: 'ana@example.com', comment: 'Hello' });
      expect(refusedFields(res)).toEqual({ post: COMMENT_POST_GONE });
    }
  });

  it('thanks a bot that fills the honeypot and keeps nothing', async () => {
    const before = (await queue()).total;
    const res = await send({ post, name: 'Bot', email: 'bot@example.com', comment: 'Buy now', website: 'http://spam' });
    expect(res.body).toEqual({ message: COMMENT_RECEIVED });
    expect((await queue()).total).toBe(before);
  });

  it('answers 429 past the limit from one address, with Retry-After', async () => {
    const ip = from();
    const ok = { post, name: 'Ana', email: 'ana@example.com', comment: 'Again' };
    const statuses = [];
    for (let i = 0; i < COMMENT_LIMIT.count + 1; i++) statuses.push((await send(ok, ip)).status);
    expect(statuses).toEqual([...Array(COMMENT_LIMIT.count).fill(200), 429]);
    const last = await send(ok, ip);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 one', async () => {
    const ok = { post, name: 'Ana', email: 'ana@example.com', comment: 'From many addresses' };
    const statuses = [];
    // One host's /64 holds 2^64 addresses: a new one for each comment must not buy a new allowance.
    for (let i = 1; i <= COMMENT_LIMIT.count + 1; i++)
      statuses.push((await send(ok, `2001:db8:77:1:${i.toString(16)}::${i}`)).status);
    expect(statuses).toEqual([...Array(COMMENT_LIMIT.count).fill(200), 429]);
    expect((await send(ok, '2001:db8:77:2::1')).status).toBe(200);
    const ip = from();
    for (let i = 0; i < COMMENT_LIMIT.count; i++) expect((await send(ok, ip)).status).toBe(200);
    expect((await send(ok, `::ffff:${ip}`)).status).toBe(429);
  });
});

describe('GET /api/admin/comments', () => {
  beforeAll(async () => {
    await t.deps.db.deleteFrom('comments').execute();
    await makeComment(t.deps.db, {
      post_id: post,
      name: 'Bea',
      body: 'About silk',
      created_at: '2026-01-02T00:00:00.000Z',
    });
    await makeComment(t.deps.db, {
      post_id: post,
      name: 'Cy',
      body: 'About wool',
      created_at: '2026-01-03T00:00:00.000Z',
      approved_at: null,
    });
    await makeComment(t.deps.db, {
      post_id: post,
      name: 'Al',
      body: 'x'.repeat(300),
      created_at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('lists newest first by default, sorts, searches, filters by state and pages', async () => {
    const names = (l: Comments) => l.list.map((c) => c.name);
    expect(names(await queue())).toEqual(['Cy', 'Bea', 'Al']);
    expect(names(await queue('?order=asc'))).toEqual(['Al', 'Bea', 'Cy']);
    expect(names(await queue('?sort=name&order=asc'))).toEqual(['Al', 'Bea', 'Cy']);
    expect(names(await queue('?search=silk'))).toEqual(['Bea']);
    expect(names(await queue('?status=approved'))).toEqual(['Bea', 'Al']);
    expect(names(await queue('?sort=&order=&page=&search=&limit=&status='))).toEqual(['Cy', 'Bea', 'Al']);
    const first = await queue('?limit=2');
    expect(first).toMatchObject({ hasMorePages: true, total: 3, waiting: 1 });
    expect((await queue()).list[2]!.preview.length).toBeLessThanOrEqual(120);
  });
});
