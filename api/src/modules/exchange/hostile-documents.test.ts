import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Zip, ZipDeflate, ZipPassThrough, zipSync, type ZipInputFile } from 'fflate';
import sharp from 'sharp';
import { buildTestApp, testFileStore, type TestApp } from '../../test/build-test-app';
import { exchangeClient, type ExchangeClient } from '../../test/exchange-client';
import { DEFAULT_EXCHANGE_CONFIG, type ExchangeConfig } from './exchange-config';
import { ARCHIVE_LIMITS, ArchiveError, sessionFile, unpackArchives } from './exchange-files';

/**
 * Documents and packages built to hurt (ADR 0033): each is refused by a named limit, or imported whole, while
 * the event loop keeps turning. Large documents are generated piece by piece and uploaded as 1C does.
 */

const exchangeConfig: ExchangeConfig = {
  ...DEFAULT_EXCHANGE_CONFIG,
  dir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-hostile-exchange-')),
  stepSeconds: 1,
};

let t: TestApp;
let client: ExchangeClient;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 40, config: { exchange: exchangeConfig } });
  client = exchangeClient(t, exchangeConfig);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(exchangeConfig.dir, { recursive: true, force: true });
});

const ROOT_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10">';
const ROOT_CLOSE = '</КоммерческаяИнформация>\n';

/** `count` copies of `text`, in pieces of about 64 KiB. */
function* repeated(text: string, count: number): Generator<string> {
  const perPiece = Math.max(1, Math.floor(65_536 / text.length));
  for (let done = 0; done < count; done += perPiece) yield text.repeat(Math.min(perPiece, count - done));
}

/** Uploads a document given in pieces, as 1C does: requests of at most `chunk` bytes. */
async function upload(cookie: string, query: string, pieces: Iterable<string | Uint8Array>, chunk = 1024 * 1024): Promise<string> {
  let pending: Buffer[] = [];
  let size = 0;
  let last = '';
  const send = async () => {
    last = (await client.call(cookie, query, Buffer.concat(pending))).body;
    pending = [];
    size = 0;
  };
  for (const piece of pieces) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece);
    pending.push(bytes);
    size += bytes.length;
    if (size >= chunk) await send();
  }
  if (size > 0) await send();
  return last;
}

/** Counts turns of the event loop (setImmediate callbacks) until stopped. */
function loopTurns(): { stop(): number } {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  return {
    stop() {
      running = false;
      return turns;
    },
  };
}

/** A catalogue session after init. */
async function catalogSession(): Promise<string> {
  const cookie = await client.checkauth('catalog');
  await client.call(cookie, 'type=catalog&mode=init');
  return cookie;
}

/** Asks `mode=import` until the answer is not `progress`; answers it with the loop's turns meanwhile. */
async function importToEnd(cookie: string, name: string): Promise<{ answer: string; turns: number }> {
  const turns = loopTurns();
  let answer = '';
  for (let attempt = 0; attempt < 120; attempt += 1) {
    answer = (await client.call(cookie, `type=catalog&mode=import&filename=${encodeURIComponent(name)}`)).body;
    if (!answer.startsWith('progress')) break;
  }
  return { answer, turns: turns.stop() };
}

/** A catalogue package of one document, uploaded in pieces and imported. */
async function importDocument(pieces: Iterable<string>): Promise<{ answer: string; turns: number }> {
  const cookie = await catalogSession();
  expect(await upload(cookie, 'type=catalog&mode=file&filename=import.xml', pieces)).toBe('success\n');
  return importToEnd(cookie, 'import.xml');
}

function* deep(levels: number): Generator<string> {
  yield ROOT_OPEN;
  yield* repeated('<a>', levels);
  yield* repeated('</a>', levels);
  yield ROOT_CLOSE;
}

describe('exchange with 1C: hostile documents', () => {
  test('When import.xml nests 200 000 levels, then it is refused at once by the depth limit, in Russian, while the loop keeps turning', async () => {
    const { answer, turns } = await importDocument(deep(200_000));

    expect(answer).toBe('failure\nВложенность элементов глубже 100 уровней (строка 2)\n');
    expect(turns).toBeGreaterThan(0);
  });

  test('When orders.xml nests 200 000 levels, then the orders exchange refuses it by the same limit', async () => {
    const cookie = await client.checkauth('sale');
    await client.call(cookie, 'type=sale&mode=init');

    const answer = await upload(cookie, 'type=sale&mode=file&filename=orders.xml', deep(200_000), 64 * 1024 ** 2);

    expect(answer).toBe('failure\nВложенность элементов глубже 100 уровней (строка 2)\n');
  });

  test('When one product holds 3 000 000 empty elements, then it is refused by the limit of elements in one element before memory grows', async () => {
    const heap = process.memoryUsage().heapUsed;

    const { answer } = await importDocument(
      (function* () {
        yield `${ROOT_OPEN}<Каталог><Товары><Товар><Ид>empty-children</Ид>`;
        yield* repeated('<a/>', 3_000_000);
        yield `</Товар></Товары></Каталог>${ROOT_CLOSE}`;
      })(),
    );

    expect(answer).toBe('failure\nВ элементе КоммерческаяИнформация/Каталог/Товары/Товар больше 100 000 вложенных элементов (строка 2)\n');
    // The refusal came after 100 000 small nodes: nothing like the hundreds of megabytes the whole product would take.
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(200 * 1024 ** 2);
  });

  test('When an element has a thousand attributes, or a text of 3 000 000 characters stands between two tags, then each is refused by its limit', async () => {
    const attributes = Array.from({ length: 1000 }, (_, i) => `a${i}="x"`).join(' ');
    const many = await importDocument([`${ROOT_OPEN}<Каталог ${attributes}/>${ROOT_CLOSE}`]);
    expect(many.answer).toBe('failure\nУ элемента a100 больше 100 атрибутов (строка 2)\n');

    const long = await importDocument(
      (function* () {
        yield `${ROOT_OPEN}<Каталог>`;
        yield* repeated('ж', 3_000_000);
        yield `</Каталог>${ROOT_CLOSE}`;
      })(),
    );
    expect(long.answer).toMatch(/^failure\nТекст, атрибут или комментарий длиннее 2 000 000 символов \(строка 2\)\n$/);
  });

  test('When a legal document holds 600 000 elements the shop does not read, then it is read to the end and the loop turns throughout', async () => {
    const { answer, turns } = await importDocument(
      (function* () {
        yield `${ROOT_OPEN}<Каталог СодержитТолькоИзменения="true"><Товары>`;
        yield* repeated('<Заметка/>', 600_000);
        yield `</Товары></Каталог>${ROOT_CLOSE}`;
      })(),
    );

    expect(answer).toBe('success\nКаталог: изменения, элементов: 0\n');
    // The reader lets the loop turn every 10 ms of work; a blocked loop would show a handful of turns.
    expect(turns).toBeGreaterThan(20);
  });
});

/** A deterministic generator of pseudo-random numbers, so that a package is the same every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const WORDS = 'витамин омега кальций магний цинк железо коллаген пробиотик комплекс детский форте актив плюс капсулы таблетки сироп'.split(' ');

/**
 * import.xml of `count` products, each with a long varied requisite the shop does not keep (about 50 KB, so the
 * document hardly compresses below a quarter while the database work stays small).
 */
function* catalogXml(count: number, picture: string): Generator<string> {
  const next = random(7);
  yield `${ROOT_OPEN}<Классификатор><Ид>z</Ид><Группы><Группа><Ид>zip-group</Ид><Наименование>Из архива</Наименование></Группа></Группы></Классификатор>`;
  yield '<Каталог СодержитТолькоИзменения="true"><Товары>';
  for (let n = 0; n < count; n += 1) {
    const words = Array.from({ length: 4800 }, () => `${WORDS[Math.floor(next() * WORDS.length)]}${Math.floor(next() * 1000)}`);
    yield `<Товар><Ид>zip-${n}</Ид><Артикул>ZIP-${n}</Артикул><Наименование>Товар из архива ${n}</Наименование><Группы><Ид>zip-group</Ид></Группы>` +
      `${n === 0 ? `<Картинка>${picture}</Картинка>` : ''}<Описание>Описание ${n}</Описание>` +
      `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Примечание</Наименование><Значение>${words.join(' ')}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>`;
  }
  yield `</Товары></Каталог>${ROOT_CLOSE}`;
}

function* offersXml(count: number): Generator<string> {
  yield `${ROOT_OPEN}<ПакетПредложений СодержитТолькоИзменения="true"><ТипыЦен><ТипЦены><Ид>zip-retail</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен><Предложения>`;
  for (let n = 0; n < count; n += 1) {
    yield `<Предложение><Ид>zip-${n}</Ид><Цены><Цена><ИдТипаЦены>zip-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${100 + n}.00</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена></Цены><Количество>${n % 5}</Количество></Предложение>`;
  }
  yield `</Предложения></ПакетПредложений>${ROOT_CLOSE}`;
}

/** A zip made as a stream (entries with data descriptors, their sizes after the data), entries in the given order. */
function streamedZip(entries: Array<{ name: string; pieces: Iterable<string | Uint8Array>; stored?: boolean }>): Buffer {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  for (const entry of entries) {
    const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 1 });
    zip.add(file);
    for (const piece of entry.pieces) file.push(typeof piece === 'string' ? Buffer.from(piece) : piece);
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  return Buffer.concat(out);
}

/** A zip of one entry unpacking to `bytes` zeros: deflated by zlib (fast), put in the archive as it is. */
function bombZip(bytes: number): Buffer {
  const zeros = Buffer.alloc(bytes);
  const deflated = zlib.deflateRawSync(zeros, { level: 9 });
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  const file: ZipInputFile = { filename: 'import.xml', size: bytes, crc: zlib.crc32(zeros), compression: 8, terminate: () => undefined };
  zip.add(file);
  file.ondata!(null, deflated, true);
  zip.end();
  return Buffer.concat(out);
}

describe('exchange with 1C: zip packages', () => {
  test('When a 2 MB zip holds several entries in any order (a large one, pictures after the document that names them, sizes after the data), then every entry is unpacked and both documents import fully', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const noise = random(11);
    const archive = streamedZip([
      { name: 'import_files/zz/large.bin', pieces: [Uint8Array.from({ length: 600_000 }, () => Math.floor(noise() * 256))], stored: true },
      { name: 'offers.xml', pieces: offersXml(100) },
      { name: 'import.xml', pieces: catalogXml(100, 'import_files/ab/zip-0.jpg') },
      { name: 'import_files/ab/zip-0.jpg', pieces: [jpeg] },
    ]);
    expect(archive.length).toBeGreaterThan(1.5 * 1024 ** 2);

    const cookie = await catalogSession();
    expect(await upload(cookie, 'type=catalog&mode=file&filename=siteexchange.zip', [archive], 512 * 1024)).toBe('success\n');
    const catalog = await importToEnd(cookie, 'import.xml');
    const offers = await importToEnd(cookie, 'offers.xml');

    expect(catalog.answer).toBe('success\nКаталог: изменения, элементов: 101\n');
    expect(offers.answer).toBe('success\nПредложения: изменения, элементов: 101\n');
    const dir = (await t.db.query<{ id: string }>('SELECT id FROM exchange_sessions ORDER BY id DESC LIMIT 1')).rows[0].id;
    const files = testFileStore(t, 'exchange', exchangeConfig.dir);
    expect(await files.size(sessionFile(Number(dir), 'import.xml'))).toBeGreaterThan(5 * 1024 ** 2);
    expect(await files.size(sessionFile(Number(dir), 'import_files/zz/large.bin'))).toBe(600_000);
    const { rows } = await t.db.query<{ products: number; priced: number; pictures: number }>(
      `SELECT count(*)::int AS products, count(*) FILTER (WHERE price_kopecks > 0 AND hidden_reason IS NULL)::int AS priced,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id AND i.url LIKE '/api/exchange/pictures/%'))::int AS pictures
       FROM products p WHERE external_id LIKE 'zip-%'`,
    );
    expect(rows[0]).toEqual({ products: 100, priced: 100, pictures: 1 });
  });

  test('When a zip is a bomb (96 MB of zeros in 100 KB), then it is refused by the compression ratio and the import ends', async () => {
    const cookie = await catalogSession();
    await upload(cookie, 'type=catalog&mode=file&filename=bomb.zip', [bombZip(96 * 1024 ** 2)]);

    const { answer } = await importToEnd(cookie, 'import.xml');

    expect(answer).toBe('failure\nАрхив сжат сильнее чем в 100 раз: похоже на архив-бомбу, он не распакован\n');
    // The entry cut short is not left behind for an import to read.
    const dir = (await t.db.query<{ id: string }>('SELECT id FROM exchange_sessions ORDER BY id DESC LIMIT 1')).rows[0].id;
    expect(await testFileStore(t, 'exchange', exchangeConfig.dir).size(sessionFile(Number(dir), 'import.xml'))).toBeNull();
  });

  test('When an archive unpacks past the total or holds more entries than allowed, then unpacking stops with the limit named; 3 000 small entries all unpack', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-archive-limits-'));
    // A session of its own in the store the app uses, so that no exchange of the other tests sees these files.
    const files = testFileStore(t, 'exchange', root);
    const session = 1_000_000_001;
    const file = (name: string) => sessionFile(session, name);
    try {
      const noise = random(3);
      const entry = () => Uint8Array.from({ length: 700_000 }, () => Math.floor(noise() * 256));
      await files.write(file('a.zip'), Buffer.from(zipSync({ 'one.bin': entry(), 'two.bin': entry(), 'three.txt': new Uint8Array(10) }, { level: 0 })), 'application/zip');

      await expect(unpackArchives(files, session, undefined, { ...ARCHIVE_LIMITS, unpackedBytes: 1024 ** 2 })).rejects.toThrow(
        new ArchiveError('Архив распаковывается больше чем в 1 МБ'),
      );
      expect(await files.size(file('two.bin'))).toBeNull();
      await expect(unpackArchives(files, session, undefined, { ...ARCHIVE_LIMITS, entries: 2 })).rejects.toThrow(new ArchiveError('В архиве больше 2 файлов'));

      await unpackArchives(files, session);
      expect(await files.list(`session-${session}`)).toEqual(['a.zip.done', 'one.bin', 'three.txt', 'two.bin']);
      expect(await files.size(file('one.bin'))).toBe(700_000);

      // Thousands of small entries (pictures), several in every slice the unpacker reads: each one whole.
      const many = Object.fromEntries(Array.from({ length: 3000 }, (_, n) => [`import_files/${n % 30}/${n}.jpg`, Buffer.from(`picture ${n}`)]));
      await files.write(file('b.zip'), Buffer.from(zipSync(many, { level: 0 })), 'application/zip');
      await unpackArchives(files, session);
      for (const n of [0, 1, 1499, 2999]) expect((await files.read(file(`import_files/${n % 30}/${n}.jpg`)))?.toString('utf8')).toBe(`picture ${n}`);
      expect((await files.list(`session-${session}`)).filter((name) => name.startsWith('import_files/'))).toHaveLength(3000);
    } finally {
      await files.removeFolder(`session-${session}`);
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
