import * as z from "zod";
import { emailField, storedMeta } from "./fields";

/** The footer's subscribe form: an e-mail address kept for the society's news (DECISIONS 11). */

export const SUBSCRIBE_FIELD_LABEL = "E-mail address";

export const SUBSCRIBE_MESSAGES = {
  subscribed: "Thank you! You are subscribed to news from the society.",
  throttled: "Too many subscriptions from this connection. Please try again later.",
} as const;

/** Addresses are kept lower-cased, so "A@Example.org" and "a@example.org" are one subscriber. */
export const subscriberInput = z.object({
  email: emailField(SUBSCRIBE_FIELD_LABEL)
    .pipe(z.string().max(254, { error: `${SUBSCRIBE_FIELD_LABEL} is too long.` }))
    .transform((email) => email.toLowerCase()),
});
export type SubscriberInput = z.input<typeof subscriberInput>;

export const subscriberRecord = storedMeta.extend({ email: z.string() });
export type SubscriberRecord = z.infer<typeof subscriberRecord>;

export const subscribeAnswer = z.object({ message: z.string(), email: z.string() });
