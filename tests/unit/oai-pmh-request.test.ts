import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  OAI_VERBS,
  decodeResumptionToken,
  encodeResumptionToken,
  oaiBound,
  readOaiRequest,
  type OaiSelection,
} from "../../src/domain/oai-pmh-request";

const read = (query: string) => readOaiRequest(new URLSearchParams(query));
const errorOf = (query: string) => {
  const answer = read(query);
  return "errors" in answer ? answer.errors.map((error) => error.code) : [];
};

describe("OAI-PMH requests", () => {
  it("reads each verb with the arguments it takes", () => {
    expect(read("verb=Identify")).toEqual({ verb: "Identify", arguments: {} });
    expect(read("verb=ListMetadataFormats&identifier=oai:x:article/a")).toMatchObject({
      identifier: "oai:x:article/a",
    });
    expect(read("verb=GetRecord&identifier=oai:x:article/a&metadataPrefix=oai_dc")).toMatchObject({
      verb: "GetRecord",
      identifier: "oai:x:article/a",
    });
    expect(read("verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-06-30&set=volume-3")).toMatchObject({
      selection: {
        metadataPrefix: "oai_dc",
        from: "2026-01-01T00:00:00.000Z",
        until: "2026-06-30T23:59:59.999Z",
        set: "volume-3",
        offset: 0,
      },
    });
    expect(read("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-01T10:00:00Z")).toMatchObject({
      selection: { from: "2026-01-01T10:00:00.000Z" },
    });
  });

  it("names the protocol's error for each kind of bad request", () => {
    expect(errorOf("")).toEqual(["badVerb"]);
    expect(errorOf("verb=ListEverything")).toEqual(["badVerb"]);
    expect(errorOf("verb=Identify&verb=Identify")).toEqual(["badVerb"]);
    expect(errorOf("verb=Identify&set=x")).toEqual(["badArgument"]);
    expect(errorOf("verb=ListRecords")).toEqual(["badArgument"]);
    expect(errorOf("verb=GetRecord&metadataPrefix=oai_dc")).toEqual(["badArgument"]);
    expect(errorOf("verb=ListRecords&metadataPrefix=oai_dc&set=a&set=b")).toEqual(["badArgument"]);
    expect(errorOf("verb=ListRecords&metadataPrefix=marcxml")).toEqual(["cannotDisseminateFormat"]);
    expect(errorOf("verb=GetRecord&identifier=x&metadataPrefix=marcxml")).toEqual(["cannotDisseminateFormat"]);
    expect(errorOf("verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30")).toEqual(["badArgument"]);
    expect(errorOf("verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01T10:00Z")).toEqual(["badArgument"]);
    expect(errorOf("verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-06-30T00:00:00Z")).toEqual([
      "badArgument",
    ]);
    expect(errorOf("verb=ListRecords&metadataPrefix=oai_dc&from=2026-07-01&until=2026-06-30")).toEqual(["badArgument"]);
    expect(errorOf("verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc")).toEqual(["badArgument"]);
    expect(errorOf("verb=ListRecords&resumptionToken=not-ours")).toEqual(["badResumptionToken"]);
    expect(errorOf("verb=ListRecords&resumptionToken=%2F%2F")).toEqual(["badResumptionToken"]);
  });

  it("a day bound covers the whole day, a time bound its second, and no date rolls over", () => {
    expect(oaiBound("2026-03-01", "from")?.instant).toBe("2026-03-01T00:00:00.000Z");
    expect(oaiBound("2026-03-01", "until")?.instant).toBe("2026-03-01T23:59:59.999Z");
    expect(oaiBound("2026-03-01T05:06:07Z", "until")).toEqual({
      instant: "2026-03-01T05:06:07.999Z",
      granularity: "second",
    });
    for (const bad of [
      "2026-02-29",
      "2026-13-01",
      "2026-01-01T24:00:00Z",
      "2026-01-01T10:60:00Z",
      "26-01-01",
      "2026-1-1",
    ]) {
      expect(oaiBound(bad, "from"), bad).toBeUndefined();
    }
    expect(oaiBound("2028-02-29", "from")).toBeDefined();
  });

  it("a resumption token carries the selection and the offset, and nothing else reads as one", () => {
    const selection: OaiSelection = {
      metadataPrefix: "oai_dc",
      set: "volume-1",
      from: "2026-01-01T00:00:00.000Z",
      offset: 100,
    };
    const token = encodeResumptionToken(selection);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeResumptionToken(token)).toEqual(selection);
    expect(read(`verb=ListRecords&resumptionToken=${token}`)).toMatchObject({ selection });
    expect(errorOf(`verb=ListSets&resumptionToken=${token}`)).toEqual(["badResumptionToken"]);
    for (const forged of [
      encodeResumptionToken({ ...selection, offset: 0 }),
      encodeResumptionToken({ ...selection, offset: 1.5 }),
      encodeResumptionToken({ metadataPrefix: 7 } as unknown as OaiSelection),
      "e30",
      "bnVsbA",
      "",
    ]) {
      expect(decodeResumptionToken(forged), forged).toBeUndefined();
    }
  });

  it("answers every request whatever its arguments: a reading or the protocol's errors, never a throw", () => {
    const name = fc.oneof(
      fc.constantFrom("verb", "metadataPrefix", "from", "until", "set", "identifier", "resumptionToken"),
      fc.string({ maxLength: 12 }),
    );
    const value = fc.oneof(
      fc.constantFrom(...OAI_VERBS, "oai_dc", "2026-01-01", "2026-01-01T00:00:00Z", "e30", ""),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 6 }), (pairs) => {
        const answer = readOaiRequest(new URLSearchParams(pairs));
        if ("errors" in answer) expect(answer.errors.length).toBeGreaterThan(0);
        else expect(OAI_VERBS).toContain(answer.verb);
      }),
      { numRuns: 2000 },
    );
  });
});
