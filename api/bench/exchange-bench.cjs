#!/usr/bin/env node
/**
 * `npm run bench:exchange -w api`: the 1C exchange and the Yandex Market feed over a large catalogue.
 *
 * Writes an import.xml of BENCH_PRODUCTS products (100 000 by default, about 2 KB each, as 1C writes them, each
 * with its picture), its offers.xml, and packs them with the pictures (import_files/…, BENCH_PICTURES distinct
 * ones) into one zip as 1C does with «Сжимать данные», the pictures before and after the documents. Starts the
 * built API on embedded PGlite, then (when BENCH_PG_URL, DATABASE_URL or TEST_DATABASE_URL names a server, an
 * admin connection to make a scratch database on) on PostgreSQL, and runs the exchange over HTTP as 1C does:
 * checkauth, init, the zip in pieces of file_limit (8 MB), import of import.xml and offers.xml step by step,
 * then (BENCH_AGAIN=1) the same import.xml again as a plain file (nothing to change). Throughout, a shopper reads
 * a category page (`/api/category/…`, one request at a time, every 50 ms) and its latency is recorded. Measures
 * each step's time, the storefront's p50/p99/max while importing, the API process's resident memory before and
 * at its peak (VmHWM) and the time of reading /api/feeds/yandex.yml. Writes `.bench/exchange.md`. Asserts nothing.
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const pg = require('pg');
const { waitForHealth } = require('./wait-for-health.cjs');

const apiDir = path.resolve(__dirname, '..');
const root = path.resolve(apiDir, '..');
const port = Number(process.env.BENCH_API_PORT || 3913);
const base = `http://127.0.0.1:${port}`;
const products = Number(process.env.BENCH_PRODUCTS || 100_000);
const pictureKinds = Number(process.env.BENCH_PICTURES || 200);
const again = process.env.BENCH_AGAIN === '1';
const USER = 'bench-exchange';
const PASSWORD = 'bench-exchange-password';
const BASIC = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;

const id = (kind, n) => `${kind}-${String(n).padStart(8, '0')}-4f0b-11ef-9a1e-00155d0a6f01`;
const GROUPS = [];
for (let a = 0; a < 10; a += 1) {
  for (let b = 0; b < 5; b += 1) for (let c = 0; c < 4; c += 1) GROUPS.push([a, b, c]);
}
const FORMS = ['капсулы', 'таблетки', 'сироп', 'капли', 'крем', 'шампунь', 'порошок'];
const WORDS = 'витамин омега кальций магний цинк железо коллаген пробиотик комплекс детский форте актив плюс'.split(' ');
const LOREM =
  'Биологически активная добавка к пище. Не является лекарственным средством. Перед применением рекомендуется проконсультироваться со специалистом. ' +
  'Хранить в сухом, защищённом от света месте при температуре не выше 25 °C. Беременным и кормящим женщинам перед применением проконсультироваться с врачом. ';

async function writeStream(file, parts) {
  const out = fs.createWriteStream(file);
  for (const part of parts()) {
    if (!out.write(part)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return fs.statSync(file).size;
}

function* importXml() {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-20T09:15:02">\n<Классификатор><Ид>bench</Ид><Наименование>Классификатор</Наименование><Группы>\n';
  for (let a = 0; a < 10; a += 1) {
    yield `<Группа><Ид>${id('g', a * 100)}</Ид><Наименование>Раздел ${a + 1}</Наименование><Группы>`;
    for (let b = 0; b < 5; b += 1) {
      yield `<Группа><Ид>${id('g', a * 100 + b * 10 + 1)}</Ид><Наименование>Подраздел ${a + 1}.${b + 1}</Наименование><Группы>`;
      for (let c = 0; c < 4; c += 1) yield `<Группа><Ид>${id('g', a * 100 + b * 10 + c + 2)}</Ид><Наименование>Группа ${a + 1}.${b + 1}.${c + 1}</Наименование></Группа>`;
      yield '</Группы></Группа>';
    }
    yield '</Группы></Группа>\n';
  }
  yield '</Группы><Свойства><Свойство><Ид>p-brand</Ид><Наименование>Бренд</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>';
  for (let n = 0; n < 200; n += 1) yield `<Справочник><ИдЗначения>${id('b', n)}</ИдЗначения><Значение>Бренд ${n + 1}</Значение></Справочник>`;
  yield '</ВариантыЗначений></Свойство><Свойство><Ид>p-country</Ид><Наименование>Страна производства</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство></Свойства></Классификатор>\n';
  yield '<Каталог СодержитТолькоИзменения="false"><Ид>bench</Ид><ИдКлассификатора>bench</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>\n';
  for (let n = 0; n < products; n += 1) {
    const [a, b, c] = GROUPS[n % GROUPS.length];
    const title = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${n + 1}, ${30 + (n % 90)} ${FORMS[n % FORMS.length]}`;
    yield `<Товар><Ид>${id('t', n)}</Ид><Штрихкод>${String(4600000000000 + n)}</Штрихкод><Артикул>BENCH-${n}</Артикул><Наименование>${title}</Наименование>` +
      `<Картинка>${pictureName(n)}</Картинка>` +
      `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница><Группы><Ид>${id('g', a * 100 + b * 10 + c + 2)}</Ид></Группы>` +
      `<Описание>${LOREM}${LOREM}${LOREM}</Описание><ЗначенияСвойств><ЗначенияСвойства><Ид>p-brand</Ид><Значение>${id('b', n % 200)}</Значение></ЗначенияСвойства>` +
      `<ЗначенияСвойства><Ид>p-country</Ид><Значение>${['Россия', 'Германия', 'США', 'Франция'][n % 4]}</Значение></ЗначенияСвойства></ЗначенияСвойств>` +
      '<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n';
  }
  yield '</Товары></Каталог></КоммерческаяИнформация>\n';
}

/** The picture of product `n`, as 1C names them: import_files/<two characters>/<id>.jpg. */
const pictureName = (n) => `import_files/${String(n % 100).padStart(2, '0')}/${id('t', n)}.jpg`;

/** BENCH_PICTURES distinct small packshots (JPEG); product `n` gets copy `n % BENCH_PICTURES` under its own name. */
async function pictures() {
  const sharp = require('sharp');
  const made = [];
  for (let k = 0; k < pictureKinds; k += 1) {
    const hue = (k * 47) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="hsl(${hue},55%,85%)"/>` +
      `<rect x="70" y="40" width="100" height="160" rx="18" fill="hsl(${hue},60%,40%)"/><text x="120" y="130" font-size="28" text-anchor="middle" fill="#fff">${k}</text></svg>`;
    made.push(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  }
  return made;
}

/**
 * The package as 1C zips it, streamed to `file`: half of the pictures, import.xml, offers.xml, the other half
 * (entries in any order), the documents deflated, the pictures stored, sizes after the data (data descriptors).
 */
async function writeZip(file, documents, jpegs) {
  const { Zip, ZipDeflate, ZipPassThrough } = require('fflate');
  const out = fs.createWriteStream(file);
  let waiting = false;
  const zip = new Zip((error, data) => {
    if (error) throw error;
    if (!out.write(data)) waiting = true;
  });
  const drain = async () => {
    if (!waiting) return;
    waiting = false;
    await new Promise((resolve) => out.once('drain', resolve));
  };
  const addPictures = async (from, to) => {
    for (let n = from; n < to; n += 1) {
      const entry = new ZipPassThrough(pictureName(n));
      zip.add(entry);
      entry.push(jpegs[n % jpegs.length], true);
      if (n % 500 === 0) await drain();
    }
  };
  const addDocument = async (name, source) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    for await (const chunk of fs.createReadStream(source, { highWaterMark: 1024 * 1024 })) {
      entry.push(chunk);
      await drain();
    }
    entry.push(new Uint8Array(0), true);
  };
  await addPictures(0, Math.floor(products / 2));
  await addDocument('import.xml', documents['import.xml']);
  await addDocument('offers.xml', documents['offers.xml']);
  await addPictures(Math.floor(products / 2), products);
  zip.end();
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return fs.statSync(file).size;
}

function* offersXml() {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-20T09:15:04"><ПакетПредложений СодержитТолькоИзменения="false">';
  yield '<ТипыЦен><ТипЦены><Ид>pt-retail</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>';
  yield '<Склады><Склад><Ид>s-1</Ид><Наименование>Аптека 1</Наименование></Склад><Склад><Ид>s-2</Ид><Наименование>Аптека 2</Наименование></Склад></Склады><Предложения>\n';
  for (let n = 0; n < products; n += 1) {
    yield `<Предложение><Ид>${id('t', n)}</Ид><Цены><Цена><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${100 + (n % 3000)}.50</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена></Цены>` +
      `<Количество>${n % 13}</Количество><Склад ИдСклада="s-1" КоличествоНаСкладе="${n % 7}"/><Склад ИдСклада="s-2" КоличествоНаСкладе="${n % 13 - (n % 7) > 0 ? n % 13 - (n % 7) : 0}"/></Предложение>\n`;
  }
  yield '</Предложения></ПакетПредложений></КоммерческаяИнформация>\n';
}

function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

async function exchange(cookie, query, body) {
  const response = await fetch(`${base}/api/exchange/1c?${query}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, authorization: BASIC, ...(body ? { 'content-type': 'application/octet-stream' } : {}) },
    body,
  });
  return response.text();
}

/** A new exchange session after init: its cookie and file_limit. */
async function session() {
  const checkauth = (await exchange('', 'type=catalog&mode=checkauth')).split('\n');
  const cookie = `${checkauth[1]}=${checkauth[2]}`;
  const init = await exchange(cookie, 'type=catalog&mode=init');
  return { cookie, limit: Number(/file_limit=(\d+)/.exec(init)[1]) };
}

/** Uploads a file in pieces of file_limit, as 1C does; answers the seconds it took. */
async function upload({ cookie, limit }, file, name) {
  const started = performance.now();
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(limit);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, limit, null);
      if (bytesRead === 0) break;
      const answer = await exchange(cookie, `type=catalog&mode=file&filename=${name}`, buffer.subarray(0, bytesRead));
      if (!answer.startsWith('success')) throw new Error(`upload: ${answer}`);
    }
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

/** `mode=import` of one document, asked again while it answers progress. */
async function runImport({ cookie }, name) {
  const started = performance.now();
  let answer = '';
  let steps = 0;
  do {
    answer = await exchange(cookie, `type=catalog&mode=import&filename=${name}`);
    steps += 1;
  } while (answer.startsWith('progress'));
  if (!answer.startsWith('success')) throw new Error(`import of ${name}: ${answer}`);
  return { import: (performance.now() - started) / 1000, steps, answer: answer.split('\n')[1] };
}

/** A shopper reading a category page one request at a time, every 50 ms, until stopped: the latencies (ms). */
function shopper(url) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      const took = performance.now() - started;
      latencies.push(took);
      if (took > 1000) console.log(`storefront: a read took ${(took / 1000).toFixed(1)} s (at ${new Date().toISOString().slice(11, 19)})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const figures = () => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { count: sorted.length, failures, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
  };
  return {
    figures,
    async stop() {
      running = false;
      await loop;
      return figures();
    },
  };
}

async function measure(label, env, files) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-exchange-bench-'));
  const server = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      EXCHANGE_DIR: path.join(dataDir, 'exchange'),
      EXCHANGE_USER: USER,
      EXCHANGE_PASSWORD: PASSWORD,
      SEED_PRODUCTS: '200',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(server.pid).rss);
  }, 100);
  try {
    await waitForHealth(base, Date.now() + 300_000);
    const before = memoryOf(server.pid).rss;
    const tree = await (await fetch(`${base}/api/categories/tree`)).json();
    const reader = shopper(`${base}/api/category/${tree[0].full_slug}?pageSize=24`);
    const exchangeSession = await session();
    const uploadSeconds = await upload(exchangeSession, files.zip, 'siteexchange.zip');
    console.log(`${label}: package uploaded in ${uploadSeconds.toFixed(1)} s (at ${new Date().toISOString().slice(11, 19)})`);
    const catalog = await runImport(exchangeSession, 'import.xml');
    const soFar = reader.figures();
    console.log(
      `${label}: import.xml in ${catalog.import.toFixed(1)} s (${catalog.answer}), peak ${memoryOf(server.pid).peak.toFixed(0)} MB; ` +
        `storefront so far: ${soFar.count} reads, p50 ${soFar.p50.toFixed(0)} ms, p99 ${soFar.p99.toFixed(0)} ms, max ${soFar.max.toFixed(0)} ms`,
    );
    const offers = await runImport(exchangeSession, 'offers.xml');
    console.log(`${label}: offers.xml in ${offers.import.toFixed(1)} s (${offers.answer})`);
    const storefront = await reader.stop();
    let againResult = null;
    if (again) {
      const plain = await session();
      await upload(plain, files['import.xml'], 'import.xml');
      againResult = await runImport(plain, 'import.xml');
    }
    const feedStarted = performance.now();
    const feed = await fetch(`${base}/api/feeds/yandex.yml`);
    let feedBytes = 0;
    for await (const chunk of feed.body) feedBytes += chunk.length;
    const feedSeconds = (performance.now() - feedStarted) / 1000;
    return { label, before, peak: Math.max(peak, memoryOf(server.pid).peak), uploadSeconds, catalog, offers, again: againResult, storefront, feedSeconds, feedBytes };
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: apiDir, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-exchange-files-'));
  const files = { 'import.xml': path.join(work, 'import.xml'), 'offers.xml': path.join(work, 'offers.xml'), zip: path.join(work, 'siteexchange.zip') };
  const sizes = { import: await writeStream(files['import.xml'], importXml), offers: await writeStream(files['offers.xml'], offersXml) };
  sizes.zip = await writeZip(files.zip, files, await pictures());
  console.log(`package: import.xml ${(sizes.import / 2 ** 20).toFixed(0)} MB, offers.xml ${(sizes.offers / 2 ** 20).toFixed(0)} MB, zip ${(sizes.zip / 2 ** 20).toFixed(0)} MB`);
  const results = [];
  if (process.env.BENCH_ENGINES !== 'postgres') results.push(await measure('PGlite', {}, files));
  const pgUrl = process.env.BENCH_PG_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl && process.env.BENCH_ENGINES !== 'pglite') {
    const name = `shop_exchange_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    let connected = false;
    try {
      await admin.connect();
      connected = true;
    } catch (error) {
      console.log(`PostgreSQL: skipped — ${error.message}`);
    }
    if (connected) {
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(pgUrl);
        url.pathname = `/${name}`;
        results.push(await measure('PostgreSQL', { DATABASE_URL: url.toString() }, files));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  const ms = (value) => `${value.toFixed(0)} ms`;
  const lines = [
    '# Exchange with 1C and the Yandex Market feed',
    '',
    `${products.toLocaleString('en')} products with pictures (${pictureKinds} distinct): import.xml ${mb(sizes.import)} MB, offers.xml ${mb(sizes.offers)} MB, ` +
      `as one zip of ${mb(sizes.zip)} MB (${products + 2} entries) uploaded in 8 MB pieces; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}.`,
    '',
    '| engine | upload | import.xml (unpack + import, steps) | offers.xml | import.xml again | storefront during the import: reads, p50, p99, max, failed | feed (MB, s) | API memory before → peak |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.uploadSeconds.toFixed(1)} s | ${r.catalog.import.toFixed(1)} s (${r.catalog.steps}) | ${r.offers.import.toFixed(1)} s | ${r.again ? `${r.again.import.toFixed(1)} s` : '—'} | ` +
        `${r.storefront.count}, ${ms(r.storefront.p50)}, ${ms(r.storefront.p99)}, ${ms(r.storefront.max)}, ${r.storefront.failures} | ${mb(r.feedBytes)} MB in ${r.feedSeconds.toFixed(1)} s | ${r.before.toFixed(0)} → ${r.peak.toFixed(0)} MB |`,
    ),
    '',
  ];
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(root, '.bench', 'exchange.md'), lines.join('\n'));
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
