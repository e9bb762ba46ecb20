import { hostileContent, storeHostileContent, type ApiClient, type HostileContent } from "./hostile-content";
import { applicant, applicantSeeds, type ApplicantSeed } from "./privacy-markers";

/**
 * What the "fixtures" build holds besides the demo content: hostile records in every collection
 * (stored script), the four privacy applicants and a subscriber, and records at the edges of the
 * page rules (an award without awardees, award names with characters a path cannot hold, a
 * lakh-rupee rate, an awardee whose S.No. is not its place in the table).
 */

export const EDGE = {
  awardWithoutAwardees: "Fixture Award: Soil & Water, Ūrjā",
  awardWithOddName: "Fixture 100% Organic / Natural",
  patronType: "Fixture Patron",
  patronInfo: "Fixture patron membership.",
  /** Listed under a demo award, with an admin S.No. far from its place on the page. */
  awardee: {
    awardName: "Demo Young Agri-Entrepreneur Award",
    sno: 55,
    year: 2030,
    awardeeName: "Fixture Awardee Dr. Late",
  },
} as const;

export interface PrivacyFixtures {
  stamp: string;
  applicants: (ApplicantSeed & { id: string })[];
  subscriberToken: string;
  /** The raw answer of each registration (the applicant's own view). */
  registerAnswers: { label: string; body: string }[];
}

export interface SiteFixtures {
  hostile: HostileContent;
  privacy: PrivacyFixtures;
}

async function created(api: ApiClient, path: string, body: Record<string, unknown>, admin = true) {
  const answer = await api.json("POST", path, body, admin);
  if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer;
}

async function storeEdgeRecords(api: ApiClient) {
  const award = (sno: number, name: string) => ({
    sno,
    name,
    year: 2026,
    value: "A citation (fixture).",
    periodicity: "One-time",
    eligibility: "Anyone (fixture).",
    administration: "The tests.",
    procedure: "Created through the API.",
    presentation: "Never.",
  });
  await created(api, "/api/awards", award(97, EDGE.awardWithoutAwardees));
  await created(api, "/api/awards", award(98, EDGE.awardWithOddName));
  await created(api, "/api/memberships/create", {
    membershipInfo: EDGE.patronInfo,
    nationality: "Indian",
    membershipType: EDGE.patronType,
    membershipFee: 100_000,
    // Given: the type's name alone would make it Annual.
    term: "Life",
  });
  await created(api, "/api/awardees", { ...EDGE.awardee, lectureTopic: "" });
}

async function storePrivacyApplicants(api: ApiClient, run: string): Promise<PrivacyFixtures> {
  const stamp = `${run}${Math.random().toString(36).slice(2, 6)}`;
  const options = (await api.get("/api/memberships/get")).list;
  const option = options.find((candidate) => candidate.nationality === "Indian");
  if (!option) throw new Error("The demo content has no Indian membership option.");
  const fixtures: PrivacyFixtures = {
    stamp,
    applicants: [],
    subscriberToken: `pv${stamp}subscriber`,
    registerAnswers: [],
  };
  for (const seed of applicantSeeds()) {
    const person = applicant(stamp, seed);
    const answer = await created(
      api,
      "/api/membership-registrations/register",
      { nationality: option.nationality, membershipType: option.membershipType, ...person.body },
      false,
    );
    fixtures.applicants.push({ ...seed, id: String(answer.json._id) });
    fixtures.registerAnswers.push({ label: `POST register (${seed.role})`, body: JSON.stringify(answer.json) });
  }
  await created(api, "/api/subscribers", { email: `${fixtures.subscriberToken}@example.org` }, false);
  for (const person of fixtures.applicants) {
    const action =
      person.role === "rejected"
        ? api.json("DELETE", `/api/membership-registrations/reject/${person.id}`)
        : person.role === "pending"
          ? undefined
          : api.json("PUT", `/api/membership-registrations/accept/${person.id}`);
    const answer = await action;
    if (answer && answer.status !== 200) throw new Error(`${person.role} applicant: ${answer.status}`);
  }
  // A payment the office records, so a receipt exists for the scans to ask for.
  const member = fixtures.applicants.find((person) => person.role !== "pending" && person.role !== "rejected");
  if (member) {
    const payment = { method: "Bank transfer", reference: `PV-${stamp}`, amount: 100, paidOn: "2026-01-15" };
    const paid = await api.json("POST", `/api/membership-registrations/${member.id}/payments`, {
      ...payment,
      purpose: "application",
    });
    if (paid.status !== 201) throw new Error(`recording a payment: ${paid.status}`);
  }
  return fixtures;
}

export async function storeSiteFixtures(api: ApiClient): Promise<SiteFixtures> {
  const run = Date.now().toString(36).slice(-6);
  // The site details keep their demo values: every page shows them, and the fixtures build proves
  // that a rebuild copies the pages nothing changed (built-fixtures-incremental.test.ts). Their
  // payloads are proven on the pages by tests/e2e/stored-xss.spec.ts.
  const hostile = await storeHostileContent(api, hostileContent(run), { siteDetails: false });
  await storeEdgeRecords(api);
  const privacy = await storePrivacyApplicants(api, run);
  return { hostile, privacy };
}
