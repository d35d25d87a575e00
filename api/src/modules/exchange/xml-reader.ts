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

/** Bytes of the document decoded and parsed between two calls of `afterChunk`. */
const READ_BYTES = 64 * 1024;

/** A document {@link readXml} reads: its first bytes (for the declared encoding), then all of it a piece at a time. */
export interface XmlSource {
  head(bytes: number): Promise<Buffer>;
  chunks(): AsyncIterable<Buffer>;
}

/** What {@link readXml} reports while reading. */
export interface XmlHandlers {
  /** Called for each element whose path (names from the root joined by `/`) is one of `capture`, once it closes. */
  onElement(path: string, node: XmlNode): void;
  /**
   * Called as an element opens (attributes only), for what is needed before the children; only for elements
   * at most {@link PATH_DEPTH} levels deep (no document says anything the exchange reads deeper than that).
   */
  onOpen?(path: string, attrs: Record<string, string>): void;
  /** Called after each chunk; a returned promise is waited for before the next chunk is read. */
  afterChunk?(): Promise<void> | void;
}

/**
 * What one document may hold. Every count is checked as the document is read, so a refusal comes as soon as
 * a limit is passed, whatever the shape of the document: memory and time stay bounded.
 */
export interface XmlLimits {
  /** Levels of nesting. */
  depth: number;
  /** Elements in the whole document. */
  elements: number;
  /** Attributes of one element. */
  attributes: number;
  /** Characters of an element's name. */
  nameLength: number;
  /** Elements inside one element read whole (a product, a group with its sub-groups, an order). */
  capturedElements: number;
  /** Characters of text and attribute values inside one element read whole. */
  capturedText: number;
  /** Elements and characters of all elements read whole together (for a reader that keeps them all). */
  keptElements: number;
  keptText: number;
  /** Characters of one run without markup (a text, an attribute value, a comment): the parser holds it whole. */
  run: number;
}

/** The limits of a catalogue document (ADR 0033); a 100 000-product import.xml is far inside every one. */
export const CATALOG_XML_LIMITS: XmlLimits = {
  depth: 100,
  elements: 50_000_000,
  attributes: 100,
  nameLength: 200,
  capturedElements: 100_000,
  capturedText: 1_000_000,
  keptElements: Number.POSITIVE_INFINITY,
  keptText: Number.POSITIVE_INFINITY,
  run: 2_000_000,
};

/** Elements deeper than this are never captured by path nor reported to `onOpen`: their path is not built. */
export const PATH_DEPTH = 8;

/** Characters parsed between two looks at the clock. */
const SLICE = 16 * 1024;

/** The longest the reader works before letting the event loop turn (other requests are answered meanwhile). */
const WORK_MS = 10;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A number as the refusals write it: `1 000 000` (a plain space: 1C shows the text as it is). */
const count = (value: number) => value.toLocaleString('ru-RU').replace(/\s/g, ' ');

/**
 * Streams an XML file through a SAX parser in 64 KiB chunks, decoding the declared encoding, and builds
 * elements in memory only for the paths named in `capture` (a product, a group): memory is bounded by
 * the largest such element, not by the file. Every structure is limited ({@link XmlLimits}); the work per
 * element does not depend on its depth, and the reader lets the event loop turn every few milliseconds.
 */
export async function readXml(source: XmlSource, capture: Set<string>, handlers: XmlHandlers, limits: XmlLimits = CATALOG_XML_LIMITS): Promise<void> {
  const encoding = declaredEncoding(await source.head(200));
  if (!iconv.encodingExists(encoding)) throw new XmlReadError(`Неизвестная кодировка документа: ${encoding}`);
  const decoder = iconv.getDecoder(encoding);

  const parser = new SaxesParser({ xmlns: false, position: true });
  // Paths of the open elements down to PATH_DEPTH (`КоммерческаяИнформация/Каталог/…`), built once per element.
  const paths: string[] = [];
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  // The element being captured and its open descendants, the path it was captured at, and what it holds.
  const stack: XmlNode[] = [];
  let capturedPath = '';
  let capturedElements = 0;
  let capturedText = 0;
  let keptElements = 0;
  let keptText = 0;
  // Where the parser was when it last reported anything: what it read since, it holds in memory.
  let lastEvent = 0;
  let failure: Error | null = null;

  const refuse = (message: string): never => {
    throw new XmlReadError(`${message} (строка ${parser.line})`);
  };
  const noteText = (length: number) => {
    capturedText += length;
    keptText += length;
    if (capturedText > limits.capturedText) refuse(`Элемент ${capturedPath} длиннее ${count(limits.capturedText)} символов`);
    if (keptText > limits.keptText) refuse(`В документе больше ${count(limits.keptText)} символов данных`);
  };

  parser.on('opentagstart', (tag) => {
    lastEvent = parser.position;
    if (tag.name.length > limits.nameLength) refuse(`Имя элемента длиннее ${count(limits.nameLength)} символов`);
    depth += 1;
    if (depth > limits.depth) refuse(`Вложенность элементов глубже ${count(limits.depth)} уровней`);
    elements += 1;
    if (elements > limits.elements) refuse(`В документе больше ${count(limits.elements)} элементов`);
    attributes = 0;
  });
  parser.on('attribute', (attribute) => {
    lastEvent = parser.position;
    attributes += 1;
    if (attributes > limits.attributes) refuse(`У элемента ${attribute.name.slice(0, 100)} больше ${count(limits.attributes)} атрибутов`);
    if (stack.length > 0) noteText(attribute.name.length + attribute.value.length);
  });
  parser.on('opentag', (tag) => {
    lastEvent = parser.position;
    const attrs = tag.attributes as Record<string, string>;
    let path: string | null = null;
    if (depth <= PATH_DEPTH) {
      path = depth === 1 ? tag.name : `${paths[depth - 2]}/${tag.name}`;
      paths[depth - 1] = path;
      handlers.onOpen?.(path, attrs);
    }
    if (stack.length > 0 || (path !== null && capture.has(path))) {
      if (stack.length === 0) {
        capturedPath = path!;
        capturedElements = 0;
        capturedText = 0;
      }
      capturedElements += 1;
      keptElements += 1;
      if (capturedElements > limits.capturedElements) refuse(`В элементе ${capturedPath} больше ${count(limits.capturedElements)} вложенных элементов`);
      if (keptElements > limits.keptElements) refuse(`В документе больше ${count(limits.keptElements)} элементов данных`);
      const node: XmlNode = { name: tag.name, attrs, children: [], text: '' };
      if (stack.length > 0) stack[stack.length - 1].children.push(node);
      stack.push(node);
    }
  });
  const onText = (text: string) => {
    lastEvent = parser.position;
    if (stack.length === 0) return;
    noteText(text.length);
    stack[stack.length - 1].text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  const seen = () => {
    lastEvent = parser.position;
  };
  parser.on('comment', seen);
  parser.on('processinginstruction', seen);
  parser.on('doctype', seen);
  parser.on('xmldecl', seen);
  parser.on('closetag', () => {
    lastEvent = parser.position;
    depth -= 1;
    if (stack.length === 0) return;
    const node = stack.pop()!;
    if (stack.length === 0) handlers.onElement(capturedPath, node);
  });
  parser.on('error', (error) => {
    failure ??= error;
  });

  const stream = source.chunks()[Symbol.asyncIterator]();
  let slept = performance.now();
  /** Parses the text in slices, letting the event loop turn whenever the reader has worked WORK_MS. */
  const feed = async (text: string) => {
    for (let offset = 0; offset < text.length && !failure; offset += SLICE) {
      try {
        parser.write(text.slice(offset, offset + SLICE));
        if (parser.position - lastEvent > limits.run) refuse(`Текст, атрибут или комментарий длиннее ${count(limits.run)} символов`);
      } catch (error) {
        failure ??= error as Error;
      }
      if (performance.now() - slept >= WORK_MS) {
        await yieldToLoop();
        slept = performance.now();
      }
    }
  };
  try {
    reading: for (let next = await stream.next(); !next.done; next = await stream.next()) {
      // Taken 64 KiB at a time whatever piece the store gives (1 MiB from the database).
      for (let offset = 0; offset < next.value.length; offset += READ_BYTES) {
        await feed(decoder.write(next.value.subarray(offset, offset + READ_BYTES)));
        if (failure) break reading;
        await handlers.afterChunk?.();
        slept = performance.now();
      }
    }
    if (!failure) {
      await feed(decoder.end() ?? '');
      try {
        parser.close();
      } catch (error) {
        failure ??= error as Error;
      }
    }
  } finally {
    await stream.return?.();
  }
  if (failure) {
    const error = failure as Error;
    if (error instanceof XmlReadError) throw error;
    // saxes says where: "file:line:column: message".
    throw new XmlReadError(`Документ не является правильным XML: ${error.message.replace(/^(?:[^:]*:)?(\d+):(\d+): /, 'строка $1, позиция $2: ')}`);
  }
}
