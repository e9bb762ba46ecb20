import { registerForEvent } from "../../src/server/events/registrations";

/**
 * One function instance of event-places-instances.test.ts: a process of its own, so its store
 * client and its copies are its own, as on Netlify. Against the store named by
 * NETLIFY_BLOBS_CONTEXT it registers `count` people for the event all at once and prints what each
 * was given as JSON. Usage: tsx event-registration-instance.ts EVENT_ID INSTANCE COUNT
 */
const [eventId = "", instance = "0", count = "0"] = process.argv.slice(2);

const given = await Promise.all(
  Array.from({ length: Number(count) }, async (_, index) => {
    const { record } = await registerForEvent(
      eventId,
      {
        name: `Registrant ${instance}-${String(index)}`,
        email: `registrant-${instance}-${String(index)}@example.org`,
        phone: "+91 98765 43210",
        institution: "",
        category: "Delegate",
      },
      undefined,
    );
    return {
      id: record._id,
      reference: record.reference,
      status: record.status,
      place: record.place,
      turn: record.waitingTurn,
    };
  }),
);
process.stdout.write(JSON.stringify(given));
