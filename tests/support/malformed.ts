import fc from "fast-check";
import { MAX_JSON_BYTES } from "../../src/server/api/handler";

/**
 * Arbitraries of malformed request bodies for any write endpoint, built from what the OpenAPI
 * reference says about it (its fields, its file fields) and one body it accepts. Every generated
 * case carries the statuses it may be answered with. A case that could happen to be valid (a
 * defective object, a form's fields) is checked against the endpoint's own schema (`accepts`), so
 * a body the endpoint would rightly take is never sent as "malformed"; the others (bad JSON, wrong
 * content types, broken forms, nesting past the API's depth limit) are malformed by construction.
 */

/** readMultipart's per-field limit. */
const MAX_FIELD_BYTES = 200 * 1024;

export interface EndpointShape {
  /** A body this endpoint accepts (JSON, or the text fields of its form). */
  valid: Record<string, unknown>;
  /** Its documented body fields. */
  fields: readonly string[];
  /** The fields the reference marks as required (preprocessed fields may be required yet unlisted). */
  required: readonly string[];
  /** File fields of the multipart form, each with bytes it accepts; empty when JSON only. */
  files: Readonly<Record<string, Uint8Array>>;
  /** True when the endpoint's own schema accepts this parsed body (false when the schema throws). */
  accepts(body: unknown): boolean;
}

export interface MalformedCase {
  kind: string;
  /** null: no Content-Type header at all. */
  contentType: string | null;
  bytes: Uint8Array;
  /** The statuses this input may get: always 4xx, as narrow as the case allows. */
  expected: readonly number[];
  /** Sent as the Content-Length header instead of the real length (a lying client). */
  declaredLength?: number;
}

const decoder = new TextDecoder();
const utf8 = (text: string): Uint8Array => Buffer.from(text, "utf8");

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** What the server sees: the bytes decoded as UTF-8, then parsed; malformed unless the schema accepts it. */
function isMalformedJson(shape: EndpointShape, bytes: Uint8Array): boolean {
  const text = decoder.decode(bytes);
  return !parses(text) || !shape.accepts(JSON.parse(text));
}

/** Over 1 MB as sent or as decoded (a bad byte decodes to three) is 413; anything else malformed is 400. */
const jsonExpected = (bytes: Uint8Array): readonly number[] => {
  // Decoding can at most triple the size, so only a body over a third of the limit needs it.
  const decodedOver = bytes.length * 3 > MAX_JSON_BYTES && Buffer.byteLength(decoder.decode(bytes)) > MAX_JSON_BYTES;
  return bytes.length > MAX_JSON_BYTES || decodedOver ? [413] : [400];
};

const jsonCase = (kind: string, bytes: Uint8Array): MalformedCase => ({
  kind,
  contentType: "application/json",
  bytes,
  expected: jsonExpected(bytes),
});

// ---------------------------------------------------------------------------------------------
// Values

const HUGE = "x".repeat(300 * 1024);
const HUGE_UNICODE = "é👩‍👩‍👧".repeat(15 * 1024);

/** Strings that break naive code: empty, blank, NUL, lone surrogates, bidi marks, emoji, combining marks. */
const EDGE_STRINGS: readonly string[] = [
  "",
  " ",
  "\t\r\n \u00a0\u3000",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83d",
  "\u202eevil\u202c",
  "\u200f\u200e\u061c",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "e\u0301\u0301\u0301\u0301",
  "Z\u0338\u0321\u0322\u031b\u0317\u0318\u0319\u031c\u031d\u031e\u031f\u0320",
  "\ufeff",
  "\uffff\ufffe",
  "\u2028\u2029",
  "null",
  "[object Object]",
  "<script>alert(1)</script>",
  "../../etc/passwd",
];

/** 300 KB of ASCII or of multi-byte text: past every field's limit (kept rare: each costs milliseconds to send). */
const HUGE_STRINGS: readonly string[] = [HUGE, HUGE_UNICODE];

/** A value of some other type than a form field holds, or an awkward one. */
const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, -1),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constantFrom(...EDGE_STRINGS),
);

/** Raw JSON members that try to reach prototypes; written as text so `__proto__` is an own key. */
const PROTOTYPE_MEMBERS: readonly string[] = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":null',
  '"__proto__":[1,2]',
  '"hasOwnProperty":"no"',
  '"toString":1',
  '"valueOf":{}',
];

/** Fields a client must not be able to set, and others no form has. */
const SNEAKY_EXTRAS: Record<string, unknown> = {
  _id: "../../etc",
  createdAt: "1999-01-01T00:00:00.000Z",
  updatedAt: "not a time",
  passwordHash: "scrypt$1$1$1$AA$AA",
  status: "accepted",
  membershipFee: 1,
  isAdmin: true,
  image: "https://evil.example/x.png",
  pdfUrl: "/api/files/../../secret",
};

/** Extra field names a form can carry too: no quote or line break to break its part header, no "[]" list suffix. */
const extraName = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => /^[^"\\\r\n[\]]+$/.test(key));

const extraFields = (shape: EndpointShape): fc.Arbitrary<Record<string, unknown>> =>
  fc.oneof(
    fc.constant({}),
    fc.dictionary(
      extraName.filter((key) => !shape.fields.includes(key)),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 3 },
    ),
    fc
      .subarray(Object.keys(SNEAKY_EXTRAS).filter((key) => !shape.fields.includes(key)))
      .map((keys) => Object.fromEntries(keys.map((key) => [key, SNEAKY_EXTRAS[key]]))),
  );

/** `value` as JSON text with raw members written first (a later duplicate wins, as in JSON.parse). */
export function objectText(value: Record<string, unknown>, rawMembers: readonly string[] = []): string {
  const inner = JSON.stringify(value).slice(1, -1);
  return `{${[...rawMembers, ...(inner === "" ? [] : [inner])].join(",")}}`;
}

/** A body object with at least one real defect, and raw prototype members to write with it. */
interface DefectiveObject {
  value: Record<string, unknown>;
  rawMembers: string[];
}

/**
 * Defects: fields left out, or given the wrong type or an awkward string; with `huge`, one field
 * holds 300 KB instead (a separate, rarer kind: each such body costs milliseconds to send).
 */
function defectiveObject(shape: EndpointShape, huge = false): fc.Arbitrary<DefectiveObject> {
  const field = fc.constantFrom(...shape.fields);
  const dropped = fc.subarray([...shape.fields], { minLength: 1 });
  const retyped = fc.dictionary(field, wrongTypeValue, { minKeys: 1, maxKeys: 3 });
  const edged = fc.dictionary(field, fc.constantFrom(...EDGE_STRINGS), { minKeys: 1, maxKeys: 2 });
  const defects = huge
    ? fc.record({
        drop: fc.subarray([...shape.fields]),
        set: fc.dictionary(field, fc.constantFrom(...HUGE_STRINGS), { minKeys: 1, maxKeys: 1 }),
      })
    : fc.oneof(
        fc.record({ drop: dropped, set: fc.constant({}) }),
        fc.record({ drop: fc.constant([]), set: retyped }),
        // An awkward string is often valid on its own, so it comes with a missing field.
        fc.record({ drop: dropped, set: edged }),
        fc.record({
          drop: fc.subarray([...shape.fields]),
          set: fc.tuple(retyped, edged).map(([a, b]) => ({ ...a, ...b })),
        }),
      );
  return fc
    .record({ defects, extras: extraFields(shape), rawMembers: fc.subarray([...PROTOTYPE_MEMBERS]) })
    .map(({ defects: { drop, set }, extras, rawMembers }) => {
      const value: Record<string, unknown> = { ...extras, ...shape.valid };
      for (const key of drop) Reflect.deleteProperty(value, key);
      Object.assign(value, set);
      return { value, rawMembers };
    });
}

// ---------------------------------------------------------------------------------------------
// JSON bodies

const notAnObject = fc
  .oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    fc.constantFrom(...EDGE_STRINGS),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  )
  .map((value) => jsonCase("not an object", utf8(JSON.stringify(value))));

const JSON_PUNCTUATION = ["{", "}", "[", "]", '"', ":", ",", "\\"];

function notJson(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  const validText = objectText(shape.valid);
  return fc
    .oneof(
      // Cut anywhere: no proper prefix of an object's text is JSON.
      fc.nat({ max: validText.length - 1 }).map((end) => validText.slice(0, end)),
      fc.constantFrom(
        "",
        " ",
        "{",
        "}",
        "[",
        "{'name':'x'}",
        "{name: 1}",
        '{"a":1,}',
        "[1,]",
        "NaN",
        "undefined",
        "Infinity",
        "\ufeff\ufeff{}",
        '{"a":"\u0000"}',
        '{"a":"\\ud800',
        '{"a":1}{"b":2}',
        "nul",
        '"unterminated',
      ),
      // Not unit "binary": fast-check would build a table of all 1.1 million code points per endpoint.
      fc.string({ unit: "binary-ascii", maxLength: 40 }),
      fc
        .array(fc.constantFrom(...JSON_PUNCTUATION, "\u0000", "\ud800", "\u202e", "é", "👩‍👧"), { maxLength: 20 })
        .map((chars) => chars.join("")),
      // One structural character swapped for another somewhere in a good body.
      fc
        .tuple(fc.nat({ max: validText.length - 1 }), fc.constantFrom(...JSON_PUNCTUATION))
        .map(([at, char]) => validText.slice(0, at) + char + validText.slice(at + 1)),
    )
    .map((text) => jsonCase("invalid JSON text", utf8(text)))
    .filter((candidate) => !parses(decoder.decode(candidate.bytes)));
}

/** Arrays or objects nested 1,000 to 10,000 deep, closed (valid JSON) or not. */
const deepText = (balanced: fc.Arbitrary<boolean>) =>
  fc
    .record({
      depth: fc.oneof(fc.integer({ min: 1000, max: 10_000 }), fc.constant(10_000)),
      shape: fc.constantFrom("array", "object"),
      balanced,
    })
    .map(({ depth, shape, balanced: closed }) => {
      const [open, close] = shape === "array" ? ["[", "]"] : ['{"a":', "}"];
      const inner = shape === "array" ? "" : "1";
      return open.repeat(depth) + inner + (closed ? close.repeat(depth) : "");
    });

/** Nesting this deep is refused whatever the schema says (the API takes 64 levels at most). */
function deepNesting(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  const wholeBody = deepText(fc.boolean()).map((text) => jsonCase("deep nesting", utf8(text)));
  // Only closed nesting is JSON, so only that reaches the field's schema.
  const inAField = fc
    .record({ field: fc.constantFrom(...shape.fields), deep: deepText(fc.constant(true)) })
    .map(({ field, deep }) => {
      const rest: Record<string, unknown> = { ...shape.valid };
      Reflect.deleteProperty(rest, field);
      return jsonCase("deep nesting in a field", utf8(objectText(rest, [`${JSON.stringify(field)}:${deep}`])));
    });
  return fc.oneof(wholeBody, inAField);
}

/**
 * Checked before it is written out: JSON keeps these values as they are (the raw prototype members
 * are unknown keys, which the schemas drop), and parsing 300 KB back is slow.
 */
const defectiveJson = (shape: EndpointShape, huge = false): fc.Arbitrary<MalformedCase> =>
  defectiveObject(shape, huge)
    .filter(({ value }) => !shape.accepts(value))
    .map(({ value, rawMembers }) =>
      jsonCase(huge ? "huge string" : "defective object", utf8(objectText(value, rawMembers))),
    );

/** Bytes that are not UTF-8 spliced into a defective body. */
const INVALID_UTF8: readonly number[][] = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80]];

const invalidUtf8 = (shape: EndpointShape): fc.Arbitrary<MalformedCase> =>
  fc
    .record({
      body: defectiveObject(shape),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      bad: fc.constantFrom(...INVALID_UTF8),
    })
    .map(({ body, at, bad }) => {
      const text = utf8(objectText(body.value, body.rawMembers));
      const cut = Math.floor(at * text.length);
      return jsonCase("invalid UTF-8", concat([text.subarray(0, cut), new Uint8Array(bad), text.subarray(cut)]));
    })
    .filter((candidate) => isMalformedJson(shape, candidate.bytes));

const NOT_JSON_TYPES = [
  null,
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "application/xml",
  "text/json",
  "application/jsonp",
  "application/json5",
  "application/ld+json",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=----bad",
  "multipart/mixed; boundary=x",
] as const;

const urlEncoded = (value: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(value).map(([key, item]) => [key, typeof item === "string" ? item : JSON.stringify(item)]),
  ).toString();

/** A body the endpoint would take as JSON, sent under another content type (or none). */
function wrongContentType(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  const multipartToo = Object.keys(shape.files).length > 0;
  return fc
    .record({
      contentType: fc.constantFrom(...NOT_JSON_TYPES),
      text: fc.constantFrom(objectText(shape.valid), urlEncoded(shape.valid)),
    })
    .map(({ contentType, text }) => ({
      kind: "wrong content type",
      contentType,
      bytes: utf8(text),
      // A multipart endpoint tries to read a multipart type as a form (and fails); anything else is 415.
      expected: multipartToo && contentType?.startsWith("multipart/form-data") ? [400] : [415],
    }));
}

// ---------------------------------------------------------------------------------------------
// multipart/form-data bodies

interface Part {
  /** Raw header lines; the Content-Disposition is built from name/filename unless `headers` is given. */
  headers?: string;
  name?: string;
  filename?: string;
  type?: string;
  data: Uint8Array;
}

const partHeaders = (part: Part): string => {
  if (part.headers !== undefined) return part.headers;
  const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
  const type = part.type === undefined ? "" : `\r\nContent-Type: ${part.type}`;
  return `Content-Disposition: form-data; name="${part.name ?? ""}"${filename}${type}`;
};

function encodeMultipart(parts: readonly Part[], boundary: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    chunks.push(utf8(`--${boundary}\r\n${partHeaders(part)}\r\n\r\n`), part.data, utf8("\r\n"));
  }
  chunks.push(utf8(`--${boundary}--\r\n`));
  return concat(chunks);
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const BOUNDARY = "----PropertyTestBoundary7MA4YWxkTrZu0gW";
const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** A text value as a form sends it; lists become repeated "name[]" parts, as readMultipart reads them. */
const formText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** The parts of a form with these text fields, and the fields object the server will read from them. */
export function formFields(value: Record<string, unknown>): { parts: Part[]; fields: Record<string, unknown> } {
  const parts: Part[] = [];
  const fields: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    if (Array.isArray(item)) {
      const texts = item.map(formText);
      for (const text of texts) parts.push({ name: `${name}[]`, data: utf8(text) });
      // An empty list sends no part at all.
      if (texts.length > 0) fields[name] = texts.map((text) => decoder.decode(utf8(text)));
    } else {
      const text = formText(item);
      parts.push({ name, data: utf8(text) });
      fields[name] = decoder.decode(utf8(text));
    }
  }
  return { parts, fields };
}

const fileParts = (files: Readonly<Record<string, Uint8Array>>): Part[] =>
  Object.entries(files).map(([name, data]) => ({
    name,
    filename: `${name}.bin`,
    type: "application/octet-stream",
    data,
  }));

/** Fields of a defective object sent as an intact form, with or without good files. */
function defectiveForm(shape: EndpointShape, huge = false): fc.Arbitrary<MalformedCase> {
  return fc
    .record({ body: defectiveObject(shape, huge), withFiles: fc.boolean() })
    .map(({ body, withFiles }) => {
      const { parts, fields } = formFields(body.value);
      const bytes = encodeMultipart([...parts, ...(withFiles ? fileParts(shape.files) : [])], BOUNDARY);
      const tooLong = parts.some((part) => part.data.length > MAX_FIELD_BYTES);
      return {
        candidate: {
          kind: huge ? "multipart: huge field" : "multipart: defective fields",
          contentType: multipartType(),
          bytes,
          expected: tooLong ? [413] : [400],
        } satisfies MalformedCase,
        fields,
      };
    })
    .filter(({ fields }) => !shape.accepts(fields))
    .map(({ candidate }) => candidate);
}

const validFormParts = (shape: EndpointShape) => formFields(shape.valid).parts;

/** Good fields with a file that is not what the field takes, empty, or sent twice. */
function badFile(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  const fileField = fc.constantFrom(...Object.keys(shape.files));
  const notAFile = fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .filter((bytes) => !looksLikeImageOrPdf(bytes))
    .map((data) => ({ data, expected: [415] as const }));
  const empty = fc.constant({ data: new Uint8Array(0), expected: [400] as const });
  return fc
    .record({ field: fileField, file: fc.oneof(notAFile, empty), twice: fc.boolean() })
    .map(({ field, file, twice }) => {
      const good: Part = { name: field, filename: `${field}.bin`, data: shape.files[field] ?? new Uint8Array(0) };
      const files: Part[] = twice
        ? [good, good]
        : [{ name: field, filename: "upload.bin", type: "image/png", data: file.data }];
      return {
        kind: twice ? "multipart: file sent twice" : "multipart: bad file",
        contentType: multipartType(),
        bytes: encodeMultipart([...validFormParts(shape), ...files], BOUNDARY),
        expected: twice ? [400] : file.expected,
      };
    });
}

function looksLikeImageOrPdf(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString("latin1");
  return (
    text.startsWith("\xff\xd8\xff") || text.startsWith("\x89PNG") || text.startsWith("RIFF") || text.includes("%PDF-")
  );
}

/** A whole good form (with its files) cut off before its closing delimiter has fully arrived. */
function truncatedForm(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  const whole = encodeMultipart([...validFormParts(shape), ...fileParts(shape.files)], BOUNDARY);
  const complete = Buffer.from(whole).lastIndexOf(`--${BOUNDARY}--`) + BOUNDARY.length + 4;
  return fc.nat({ max: complete - 1 }).map((end) => ({
    kind: "multipart: cut off",
    contentType: multipartType(),
    bytes: whole.slice(0, end),
    expected: [400],
  }));
}

/** A good form whose header lies about or leaves out the boundary, or bytes that are no form at all. */
function brokenFraming(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  const whole = encodeMultipart([...validFormParts(shape), ...fileParts(shape.files)], BOUNDARY);
  return fc.oneof(
    fc
      .constantFrom("multipart/form-data", "multipart/form-data; charset=utf-8", 'multipart/form-data; boundary=""')
      .map((contentType) => ({ kind: "multipart: no boundary", contentType, bytes: whole, expected: [400] })),
    fc.constantFrom("other", BOUNDARY.slice(0, -1), `${BOUNDARY}x`).map((boundary) => ({
      kind: "multipart: wrong boundary",
      contentType: multipartType(boundary),
      bytes: whole,
      expected: [400],
    })),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => ({
      kind: "multipart: garbage",
      contentType: multipartType(),
      bytes,
      expected: [400],
    })),
  );
}

/** One required field's part damaged so it cannot be read under its name: the form lacks that field. */
function garbledPart(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  const { parts } = formFields(shape.valid);
  const required = parts.flatMap((part, index) => (shape.required.includes(part.name ?? "") ? [index] : []));
  const damage = fc.constantFrom("boundary", "no disposition", "no name", "no blank line", "junk header");
  return fc.record({ index: fc.constantFrom(...required), damage }).map(({ index, damage }) => {
    const damaged = parts.map((part) => ({ ...part }));
    const target = damaged[index] as Part;
    if (damage === "no disposition") target.headers = "Content-Type: text/plain";
    if (damage === "no name") target.headers = "Content-Disposition: form-data";
    if (damage === "junk header") target.headers = "\u0000\u00ff: ??\r\nContent-Disposition form-data name x";
    let bytes = encodeMultipart([...damaged, ...fileParts(shape.files)], BOUNDARY);
    const text = Buffer.from(bytes).toString("latin1");
    // Where the damaged part's own delimiter and headers are in the encoded body.
    let start = -1;
    for (let seen = 0; seen <= index; seen++) start = text.indexOf(`--${BOUNDARY}\r\n`, start + 1);
    if (damage === "boundary") {
      // One character of this part's delimiter changed: the part runs into the one before it.
      bytes = bytes.slice();
      bytes[start + 2 + Math.floor(BOUNDARY.length / 2)] = "!".charCodeAt(0);
    }
    if (damage === "no blank line") {
      const blank = text.indexOf("\r\n\r\n", start);
      bytes = concat([bytes.subarray(0, blank), bytes.subarray(blank + 2)]);
    }
    return { kind: `multipart: ${damage}`, contentType: multipartType(), bytes, expected: [400] };
  });
}

// ---------------------------------------------------------------------------------------------

/** Every kind of malformed body for an endpoint; multipart kinds too when it takes a form with files. */
export function malformedBody(shape: EndpointShape): fc.Arbitrary<MalformedCase> {
  // Weights keep the slow kinds (10,000-deep nesting, 300 KB strings) to a few dozen per 1,000.
  const json = [
    { weight: 20, arbitrary: notAnObject },
    { weight: 20, arbitrary: notJson(shape) },
    { weight: 3, arbitrary: deepNesting(shape) },
    { weight: 60, arbitrary: defectiveJson(shape) },
    { weight: 1, arbitrary: defectiveJson(shape, true) },
    { weight: 10, arbitrary: invalidUtf8(shape) },
    { weight: 20, arbitrary: wrongContentType(shape) },
  ];
  if (Object.keys(shape.files).length === 0) return fc.oneof(...json);
  return fc.oneof(
    ...json,
    { weight: 50, arbitrary: defectiveForm(shape) },
    { weight: 1, arbitrary: defectiveForm(shape, true) },
    { weight: 20, arbitrary: badFile(shape) },
    { weight: 20, arbitrary: truncatedForm(shape) },
    { weight: 10, arbitrary: brokenFraming(shape) },
    { weight: 20, arbitrary: garbledPart(shape) },
  );
}

/**
 * The good body with `tag` appended to each text field that stays valid so, so that a create
 * does not collide with the stored record it was taken from (a membership option is unique).
 */
function uniqueVariant(shape: EndpointShape, tag: string): Record<string, unknown> {
  const variant = { ...shape.valid };
  for (const [field, value] of Object.entries(variant)) {
    if (typeof value !== "string") continue;
    variant[field] = `${value} ${tag}`;
    if (!shape.accepts(variant)) variant[field] = value;
  }
  return variant;
}

/** A good body with extra fields and prototype keys, as JSON or (for a form endpoint) as a form with its files. */
export function validWithExtras(shape: EndpointShape): fc.Arbitrary<{ contentType: string; bytes: Uint8Array }> {
  return fc
    .record({
      valid: fc.uuid().map((id) => uniqueVariant(shape, id.slice(0, 8))),
      extras: extraFields(shape),
      rawMembers: fc.subarray([...PROTOTYPE_MEMBERS], { minLength: 1 }),
    })
    .map(({ valid, extras, rawMembers }) => {
      if (Object.keys(shape.files).length === 0) {
        return { contentType: "application/json", bytes: utf8(objectText({ ...extras, ...valid }, rawMembers)) };
      }
      // A form has no nesting: the prototype keys become field names.
      const prototypeFields = rawMembers.map((member) => ({
        name: member.slice(1, member.indexOf('"', 1)),
        data: utf8("polluted"),
      }));
      const parts = [...prototypeFields, ...formFields({ ...extras, ...valid }).parts, ...fileParts(shape.files)];
      return { contentType: multipartType(), bytes: encodeMultipart(parts, BOUNDARY) };
    });
}
