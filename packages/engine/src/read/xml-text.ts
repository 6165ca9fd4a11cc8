// Text of SpreadsheetML: XML entities and the OOXML `_xHHHH_` escapes, decoded only when present.

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;
const OOXML_ESCAPE = /_x([0-9a-fA-F]{4})_/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function codePoint(code: number): string {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : '\ufffd';
}

/** Decodes XML character references and entities of an attribute or text node. */
export function decodeXml(text: string): string {
  if (text.indexOf('&') < 0) return text;
  return text.replace(
    ENTITY,
    (_match, named: string | undefined, decimal: string | undefined, hex: string | undefined) => {
      if (named) return NAMED[named] ?? '';
      return codePoint(decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '0', 16));
    },
  );
}

/** Decodes a cell's text: XML entities, then Excel's `_xHHHH_` escapes (`_x000D_` is a carriage return). */
export function decodeCellText(text: string): string {
  const decoded = decodeXml(text);
  if (decoded.indexOf('_x') < 0) return decoded;
  return decoded.replace(OOXML_ESCAPE, (_match, hex: string) => codePoint(Number.parseInt(hex, 16)));
}

/** The value of attribute `name` inside the tag text `tag` (`<sheet name="x" r:id="rId1"/>`), decoded. */
export function attribute(tag: string, name: string): string | undefined {
  const pattern = new RegExp(`(?:^|[\\s<])${name.replace(/[:.]/g, '\\$&')}\\s*=\\s*("([^"]*)"|'([^']*)')`);
  const match = pattern.exec(tag);
  if (!match) return undefined;
  return decodeXml(match[2] ?? match[3] ?? '');
}

/** Every start or empty-element tag named `local` (with any namespace prefix) in `xml`. */
export function tagsNamed(xml: string, local: string): string[] {
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${local}(?=[\\s/>])[^>]*>`, 'g');
  return xml.match(pattern) ?? [];
}
