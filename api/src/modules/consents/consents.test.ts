import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { PAGES } from '../../db/seed/pages-data';
import { seedPages } from '../../db/seed/seed';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { CONSENT_TEXTS } from './consent-text';
import { createConsentsRepository } from './consents-repository';

describe('consents', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await migrate(db);
  });

  afterAll(async () => {
    await database.dispose();
  });

  test('When consents are recorded, then each keeps its kind, time, address, form and text version, newest first', async () => {
    // Arrange
    const consents = createConsentsRepository(db);

    // Act
    await consents.record({ kind: 'personal_data', email: 'Irina@Example.ru', ip: '203.0.113.7', userAgent: 'Chromium', source: 'feedback', textVersion: '2026-11-22' });
    await consents.record({ kind: 'newsletter', email: 'irina@example.ru', ip: '203.0.113.8', source: 'subscription', textVersion: '2026-11-22' });

    // Assert
    const stored = await consents.listByEmail('IRINA@example.ru');
    expect(stored.map((c) => [c.kind, c.source, c.ip])).toEqual([
      ['newsletter', 'subscription', '203.0.113.8'],
      ['personal_data', 'feedback', '203.0.113.7'],
    ]);
    expect(stored[1].user_agent).toBe('Chromium');
    expect(new Date(stored[1].given_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test.each([
    [{ kind: 'marketing', email: 'a@b.ru', source: 'feedback' }],
    [{ kind: 'personal_data', email: null, source: 'feedback' }],
    [{ kind: 'personal_data', email: 'a@b.ru', source: 'Feedback Form!' }],
  ])('When a consent breaks the rules (%p), then the database refuses it', async (bad) => {
    // Arrange
    const consents = createConsentsRepository(db);

    // Act
    const attempt = consents.record({ ip: '203.0.113.7', textVersion: 'v1', ...(bad as object) } as never);

    // Assert
    await expect(attempt).rejects.toThrow();
  });

  test('When pages are seeded twice, then each consent text is there once and an edited page is kept', async () => {
    // Arrange
    await seedPages(db);
    await db.query("UPDATE pages SET title = 'Изменено' WHERE slug = 'delivery'");

    // Act
    await seedPages(db);

    // Assert
    const { rows } = await db.query<{ slug: string; title: string }>('SELECT slug, title FROM pages ORDER BY slug');
    expect(rows).toHaveLength(PAGES.length);
    for (const text of Object.values(CONSENT_TEXTS)) expect(rows.map((r) => r.slug)).toContain(text.slug);
    expect(rows.find((r) => r.slug === 'delivery')?.title).toBe('Изменено');
  });
});
