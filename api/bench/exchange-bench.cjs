#!/usr/bin/env node
/**
 * `npm run bench:exchange -w api`: the 1C exchange and the Yandex Market feed over a large catalogue.
 *
 * Writes an import.xml of BENCH_PRODUCTS products (100 000 by default, about 2 KB each, as 1C writes them) and
 * its offers.xml, starts the built API on embedded PGlite (or on a scratch database of BENCH_PG_URL, an admin
 * connection such as postgres://postgres@127.0.0.1:5432/postgres), and runs the exchange over HTTP as 1C does:
 * checkauth, init, the files in chunks of file_limit, import step by step. It measures the time of each import,
 * of the same import.xml again (nothing to change) and of reading /api/feeds/yandex.yml, and the API process's
 * resident memory before and at its peak (VmHWM). Writes `.bench/exchange.md`. Asserts nothing.
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
      `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница><Группы><Ид>${id('g', a * 100 + b * 10 + c + 2)}</Ид></Группы>` +
      `<Описание>${LOREM}${LOREM}${LOREM}</Описание><ЗначенияСвойств><ЗначенияСвойства><Ид>p-brand</Ид><Значение>${id('b', n % 200)}</Значение></ЗначенияСвойства>` +
      `<ЗначенияСвойства><Ид>p-country</Ид><Значение>${['Россия', 'Германия', 'США', 'Франция'][n % 4]}</Значение></ЗначенияСвойства></ЗначенияСвойств>` +
      '<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n';
  }
  yield '</Товары></Каталог></КоммерческаяИнформация>\n';
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

async function runImport(files, name) {
  const checkauth = (await exchange('', 'type=catalog&mode=checkauth')).split('\n');
  const cookie = `${checkauth[1]}=${checkauth[2]}`;
  const init = await exchange(cookie, 'type=catalog&mode=init');
  const limit = Number(/file_limit=(\d+)/.exec(init)[1]);
  const started = performance.now();
  const handle = await fs.promises.open(files[name], 'r');
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
  const uploaded = performance.now();
  let answer = '';
  let steps = 0;
  do {
    answer = await exchange(cookie, `type=catalog&mode=import&filename=${name}`);
    steps += 1;
  } while (answer.startsWith('progress'));
  if (!answer.startsWith('success')) throw new Error(`import of ${name}: ${answer}`);
  return { upload: (uploaded - started) / 1000, import: (performance.now() - uploaded) / 1000, steps, answer: answer.split('\n')[1] };
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
    const catalog = await runImport(files, 'import.xml');
    const offers = await runImport(files, 'offers.xml');
    const again = await runImport(files, 'import.xml');
    const feedStarted = performance.now();
    const feed = await fetch(`${base}/api/feeds/yandex.yml`);
    let feedBytes = 0;
    for await (const chunk of feed.body) feedBytes += chunk.length;
    const feedSeconds = (performance.now() - feedStarted) / 1000;
    return { label, before, peak: Math.max(peak, memoryOf(server.pid).peak), catalog, offers, again, feedSeconds, feedBytes };
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
  const files = { 'import.xml': path.join(work, 'import.xml'), 'offers.xml': path.join(work, 'offers.xml') };
  const sizes = { import: await writeStream(files['import.xml'], importXml), offers: await writeStream(files['offers.xml'], offersXml) };
  const results = [await measure('PGlite', {}, files)];
  const pgUrl = process.env.BENCH_PG_URL;
  if (pgUrl) {
    const name = `shop_exchange_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
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
  fs.rmSync(work, { recursive: true, force: true });
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  const lines = [
    '# Exchange with 1C and the Yandex Market feed',
    '',
    `${products.toLocaleString('en')} products: import.xml ${mb(sizes.import)} MB, offers.xml ${mb(sizes.offers)} MB; ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    '| engine | import.xml (upload + import, steps) | offers.xml | import.xml again | feed (MB, s) | API memory before → peak |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.catalog.upload.toFixed(1)} s + ${r.catalog.import.toFixed(1)} s (${r.catalog.steps}) | ${r.offers.import.toFixed(1)} s | ${r.again.import.toFixed(1)} s | ${mb(r.feedBytes)} MB in ${r.feedSeconds.toFixed(1)} s | ${r.before.toFixed(0)} → ${r.peak.toFixed(0)} MB |`,
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
