import { z } from "zod";
import { awardNominationInput } from "../../src/domain/award-nomination";
import { awardeesInput } from "../../src/domain/awardees";
import { awardsInput } from "../../src/domain/awards";
import { editorialsInput } from "../../src/domain/editorials";
import type { StoredMeta } from "../../src/domain/fields";
import {
  REGISTRATION_STATUSES,
  registrationInput,
  type RegistrationRecord,
} from "../../src/domain/membership-registrations";
import { findMembershipOption, membershipInput, membershipTypeKey } from "../../src/domain/memberships";
import { newsInput } from "../../src/domain/news";
import { paymentDetailsInput } from "../../src/domain/payment-details";
import { workshopsInput } from "../../src/domain/workshops";
import { hashPassword } from "../../src/server/auth";
import { awardNominationCollection, cleanNomination } from "../../src/server/resources/award-nomination";
import { awardeesCollection } from "../../src/server/resources/awardees";
import { awardsCollection } from "../../src/server/resources/awards";
import { editorialsCollection } from "../../src/server/resources/editorials";
import { registrationsCollection } from "../../src/server/resources/membership-registrations";
import { membershipsCollection } from "../../src/server/resources/memberships";
import { cleanNews, newsCollection } from "../../src/server/resources/news";
import { paymentDetailsCollection } from "../../src/server/resources/payment-details";
import { workshopsCollection } from "../../src/server/resources/workshops";
import { updateDocument, type Collection, type RecordFields } from "../../src/server/store";
import {
  demoAwardees,
  demoAwards,
  demoEditorials,
  demoMemberships,
  demoNews,
  demoNomination,
  demoPaymentDetails,
  demoRegistrations,
  demoWorkshops,
} from "./demo-content";

/**
 * One collection's demo content. `prepare` validates and cleans every item as the API would and
 * writes nothing, so a bad item stops the seed before anything is stored; the function it returns
 * stores the items and answers how many it added.
 */
export interface DemoSet {
  /** The collection's name in the store. */
  name: string;
  prepare(): () => Promise<number>;
}

/**
 * Inserts `records` in order. With `uniqueKey`, a record whose key is already stored is skipped:
 * for collections where the API itself keeps that key unique.
 */
async function insertNew<T extends StoredMeta>(
  target: Collection<T>,
  records: readonly RecordFields<T>[],
  uniqueKey?: (record: RecordFields<T>) => string,
): Promise<number> {
  const taken = new Set(uniqueKey ? (await target.list()).map(uniqueKey) : []);
  let added = 0;
  for (const record of records) {
    const key = uniqueKey?.(record);
    if (key !== undefined) {
      if (taken.has(key)) continue;
      taken.add(key);
    }
    await target.insert(record);
    added++;
  }
  return added;
}

/**
 * The demo items of one collection. `toRecord` turns an item into its stored fields the way the
 * API does: the entity's `<entity>Input` schema, then the resource's cleaning of rich text.
 */
function demoSet<Item, T extends StoredMeta>(
  target: Collection<T>,
  name: string,
  items: readonly Item[],
  toRecord: (item: Item) => RecordFields<T>,
  uniqueKey?: (record: RecordFields<T>) => string,
): DemoSet {
  return {
    name,
    prepare() {
      const records = items.map(toRecord);
      return () => insertNew(target, records, uniqueKey);
    },
  };
}

/** Registration refers to a membership option by nationality and type, so the pair is unique. */
const membershipKey = (option: { nationality: string; membershipType: string }) =>
  `${option.nationality}|${membershipTypeKey(option.membershipType)}`;

/** One application per e-mail address, as the register route enforces. */
const emailKey = (record: { email: string }) => record.email.trim().toLowerCase();

/** Each distinct demo password is hashed once (scrypt is slow on purpose) and the hash reused. */
function passwordHasher(): (password: string) => Promise<string> {
  const hashes = new Map<string, Promise<string>>();
  return (password) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };
}

/**
 * Demo members, stored exactly as the register route stores an application (then given their
 * status): the membership type and fee (the option's total) come from the stored option, and the
 * password only as its hash.
 */
const demoMembers: DemoSet = {
  name: "membership-registrations",
  prepare() {
    const applications = demoRegistrations.map(({ status, ...application }) => ({
      status: z.enum(REGISTRATION_STATUSES).parse(status),
      ...registrationInput.parse(application),
    }));
    return async () => {
      const options = await membershipsCollection.list();
      const hash = passwordHasher();
      const records = await Promise.all(
        applications.map(async ({ status, password, ...fields }): Promise<RecordFields<RegistrationRecord>> => {
          const option = findMembershipOption(options, fields.nationality, fields.membershipType);
          if (!option) {
            throw new Error(
              `Demo member ${fields.email}: there is no ${fields.nationality} "${fields.membershipType}" membership option.`,
            );
          }
          return {
            ...fields,
            membershipType: option.membershipType,
            membershipFee: option.total,
            status,
            passwordHash: await hash(password),
          };
        }),
      );
      return insertNew(registrationsCollection, records, emailKey);
    };
  },
};

/**
 * All demo content, in stages: the sets of one stage are stored side by side, and a later stage may
 * read what an earlier one stored (members need the membership options). Adding a collection's demo
 * content is one `demoSet(...)` entry in the first stage.
 */
export const demoStages: readonly (readonly DemoSet[])[] = [
  [
    demoSet(newsCollection, "news", demoNews, (item) => cleanNews(newsInput.parse(item))),
    demoSet(editorialsCollection, "editorials", demoEditorials, (item) => editorialsInput.parse(item)),
    demoSet(workshopsCollection, "workshops", demoWorkshops, (item) => workshopsInput.parse(item)),
    demoSet(awardsCollection, "awards", demoAwards, (item) => awardsInput.parse(item)),
    demoSet(awardeesCollection, "awardees", demoAwardees, (item) => awardeesInput.parse(item)),
    demoSet(awardNominationCollection, "award-nomination", demoNomination, (item) =>
      cleanNomination(awardNominationInput.parse(item)),
    ),
    demoSet(
      membershipsCollection,
      "memberships",
      demoMemberships,
      (item) => membershipInput.parse(item),
      membershipKey,
    ),
    demoSet(paymentDetailsCollection, "payment-details", demoPaymentDetails, (item) => paymentDetailsInput.parse(item)),
  ],
  [demoMembers],
];

/** Validates all demo content; the function returned stores it and answers how many records each collection gained. */
function prepareDemoContent(): () => Promise<Record<string, number>> {
  const stages = demoStages.map((stage) => stage.map((set) => ({ name: set.name, store: set.prepare() })));
  return async () => {
    const added: Record<string, number> = {};
    for (const stage of stages) {
      const counts = await Promise.all(stage.map(async ({ name, store }) => [name, await store()] as const));
      for (const [name, count] of counts) added[name] = count;
    }
    return added;
  };
}

/** Stores the demo content regardless of the marker; answers how many records each collection gained. */
export function seedDemoContent(): Promise<Record<string, number>> {
  return prepareDemoContent()();
}

/** Seeds demo content once per store: the first caller claims the marker, later calls do nothing. */
export async function seedDemoContentOnce(): Promise<boolean> {
  const store = prepareDemoContent();
  const claimed = await updateDocument<{ seededAt: string } | null, boolean>("state/seeded", null, (current) =>
    current ? { result: false } : { next: { seededAt: new Date().toISOString() }, result: true },
  );
  if (!claimed) return false;
  try {
    await store();
  } catch (error) {
    throw new Error("Seeding the demo content stopped part way. Run `npm run seed:reset` to start afresh.", {
      cause: error,
    });
  }
  return true;
}
