// nginx of the production topology (docs/deployment.md): TLS with a certificate made for the run, the
// shop's pages balanced over the shell's servers, `/api` over the API's processes, and the remotes'
// builds served as a CDN would: content-hashed files immutable and precompressed, manifests never cached.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

/** nginx's program: NGINX_BIN, else Debian's. */
const nginxBin = (env = process.env) => env.NGINX_BIN || '/usr/sbin/nginx';

/** A self-signed certificate for `localhost` and 127.0.0.1, made once per state folder with openssl. */
function certificate(dir) {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  if (!fs.existsSync(cert) || !fs.existsSync(key)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
  }
  return { cert, key };
}

/** Whether Debian's brotli module is installed (libnginx-mod-http-brotli-static): `.br` files are then served too. */
function brotliModule() {
  const file = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return fs.existsSync(file) ? file : null;
}

/**
 * The configuration: `https` on `port` for shoppers; an internal `http` listener on the loopback
 * (`apiPort`) through which the shell's servers read the API, balanced the same way. A failed or refused
 * upstream is retried once on the next server for requests that are safe to repeat (nginx's default:
 * not a POST), so a process stopped in the middle of a request costs a shopper nothing it can see.
 */
function nginxConfig({ dir, port, apiPort, shells, apis, remotes, tls, releasesDir }) {
  const brotli = brotliModule();
  const upstream = (name, ports) => `  upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 16;\n  }`;
  const immutable = [
    '      gzip_static on;',
    ...(brotli ? ['      brotli_static on;'] : []),
    '      add_header Access-Control-Allow-Origin * always;',
    '      add_header X-Content-Type-Options nosniff always;',
  ];
  const remoteLocations = remotes.flatMap(({ dir: folder, dist }) => [
    `    location ^~ /cdn/${folder}/ {`,
    `      alias ${dist}/;`,
    ...immutable,
    // Content-hashed files never change; the manifests and entries name the current ones and are asked again.
    '      location ~ "\\.[0-9a-f]{8,}\\.(js|css)$" { add_header Cache-Control "public, max-age=31536000, immutable" always; add_header Access-Control-Allow-Origin * always; }',
    '      add_header Cache-Control "no-cache" always;',
    '    }',
  ]);
  const releases = releasesDir
    ? ['    location ^~ /releases/ {', `      alias ${releasesDir}/;`, ...immutable, '      add_header Cache-Control "public, max-age=31536000, immutable" always;', '    }']
    : [];
  const proxied = [
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '      proxy_next_upstream error timeout http_502 http_503 http_504;',
    '      proxy_next_upstream_tries 2;',
    '      proxy_connect_timeout 2s;',
  ];
  return [
    ...(brotli ? [`load_module ${brotli};`] : []),
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${path.join(dir, 'access.log')};`,
    ...['client_body_temp', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp'].map((name) => `  ${name}_path ${path.join(dir, name)};`),
    '  sendfile on;',
    '  client_max_body_size 64m;',
    '  gzip on;',
    '  gzip_types application/json application/javascript text/css image/svg+xml;',
    upstream('shop_shells', shells),
    upstream('shop_api', apis),
    '  server {',
    // HTTP/2 for browsers (nginx 1.22 takes it on the listen line).
    `    listen 127.0.0.1:${port} ssl http2;`,
    '    server_name localhost;',
    `    ssl_certificate ${tls.cert};`,
    `    ssl_certificate_key ${tls.key};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    ...remoteLocations,
    ...releases,
    '    location /api/ {',
    '      proxy_pass http://shop_api;',
    ...proxied,
    '    }',
    '    location / {',
    '      proxy_pass http://shop_shells;',
    ...proxied,
    '    }',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${apiPort};`,
    '    location / {',
    '      proxy_pass http://shop_api;',
    ...proxied,
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Writes the configuration, checks it with `nginx -t`, and returns the command that runs it in the foreground. */
function prepareNginx(options) {
  const { dir } = options;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(options));
  execFileSync(nginxBin(), ['-t', '-q', '-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { command: nginxBin(), args: ['-p', dir, '-c', file, '-g', 'daemon off;'], file };
}

module.exports = { certificate, nginxConfig, prepareNginx, nginxBin };
