import fs from 'node:fs';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';

/** One element read whole: its attributes, child elements and text. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** The first child named `name`, or undefined. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((item) => item.name === name);
}

/** Every child named `name`. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((item) => item.name === name) : [];
}

/** The trimmed text of the first child named `name` ('' when there is none). */
export function textOf(node: XmlNode | undefined, name: string): string {
  return child(node, name)?.text.trim() ?? '';
}

/** An XML document that cannot be read; the message is Russian and goes to 1C as the failure's reason. */
export class XmlReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlReadError';
  }
}

/** The encoding the XML declaration names (`windows-1251` from 1C's older configurations), UTF-8 otherwise. */
export function declaredEncoding(head: Buffer): string {
  const start = head.subarray(0, 200).toString('latin1');
  const match = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding=["']([A-Za-z0-9_-]+)["']/.exec(start);
  return match ? match[1].toLowerCase() : 'utf-8';
}

/** What {@link readXml} reports while reading. */
export interface XmlHandlers {
  /** Called for each element whose path (names from the root joined by `/`) is one of `capture`, once it closes. */
  onElement(path: string, node: XmlNode): void;
  /** Called for every element as it opens (attributes only), for what is needed before the children. */
  onOpen?(path: string, attrs: Record<string, string>): void;
  /** Called after each chunk; a returned promise is waited for before the next chunk is read. */
  afterChunk?(): Promise<void> | void;
}

/** Text and depth limits that keep one element's capture bounded whatever the file holds. */
const MAX_CAPTURED_TEXT = 1_000_000;

/**
 * Streams an XML file through a SAX parser in 64 KiB chunks, decoding the declared encoding, and builds
 * elements in memory only for the paths named in `capture` (a product, a group): memory is bounded by
 * the largest such element, not by the file.
 */
export async function readXml(file: string, capture: Set<string>, handlers: XmlHandlers): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  let encoding: string;
  try {
    const head = Buffer.alloc(200);
    const { bytesRead } = await handle.read(head, 0, 200, 0);
    encoding = declaredEncoding(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
  if (!iconv.encodingExists(encoding)) throw new XmlReadError(`Неизвестная кодировка документа: ${encoding}`);
  const decoder = iconv.getDecoder(encoding);

  const parser = new SaxesParser({ xmlns: false, position: true });
  const path: string[] = [];
  // The element being captured and its open descendants.
  const stack: XmlNode[] = [];
  let captured = 0;
  let failure: Error | null = null;

  parser.on('opentag', (tag) => {
    path.push(tag.name);
    const joined = path.join('/');
    const attrs = tag.attributes as Record<string, string>;
    handlers.onOpen?.(joined, attrs);
    if (stack.length > 0 || capture.has(joined)) {
      const node: XmlNode = { name: tag.name, attrs, children: [], text: '' };
      if (stack.length > 0) stack[stack.length - 1].children.push(node);
      stack.push(node);
    }
  });
  const onText = (text: string) => {
    if (stack.length === 0) return;
    captured += text.length;
    if (captured > MAX_CAPTURED_TEXT) throw new XmlReadError(`Элемент ${path.join('/')} длиннее ${MAX_CAPTURED_TEXT} символов`);
    stack[stack.length - 1].text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const joined = path.join('/');
    path.pop();
    if (stack.length === 0) return;
    const node = stack.pop()!;
    if (stack.length === 0) {
      captured = 0;
      handlers.onElement(joined, node);
    }
  });
  parser.on('error', (error) => {
    failure ??= error;
  });

  const stream = fs.createReadStream(file, { highWaterMark: 64 * 1024 });
  const feed = (text: string) => {
    try {
      if (text) parser.write(text);
    } catch (error) {
      failure ??= error as Error;
    }
  };
  try {
    for await (const chunk of stream) {
      feed(decoder.write(chunk as Buffer));
      if (failure) break;
      await handlers.afterChunk?.();
    }
    if (!failure) {
      feed(decoder.end() ?? '');
      try {
        parser.close();
      } catch (error) {
        failure ??= error as Error;
      }
    }
  } finally {
    stream.destroy();
  }
  if (failure) {
    const error = failure as Error;
    if (error instanceof XmlReadError) throw error;
    // saxes says where: "file:line:column: message".
    throw new XmlReadError(`Документ не является правильным XML: ${error.message.replace(/^(?:[^:]*:)?(\d+):(\d+): /, 'строка $1, позиция $2: ')}`);
  }
}
