import { describe, expect, it } from "vitest";
import { registrationInput } from "../../src/domain/membership-registrations";
import { findMembershipOption } from "../../src/domain/membership-options";
import {
  choicesFor,
  EMPTY_REGISTRATION,
  readServerProblem,
  registrationBody,
  validateRegistration,
  type MembershipChoice,
  type RegistrationFormValues,
} from "../../src/domain/registration-form";
import { missingRegistrationFields, REQUIRED_REGISTRATION_FIELDS } from "../../src/domain/registration-rules";

const options: MembershipChoice[] = [
  { nationality: "Indian", membershipType: "Life", membershipFee: 10_000, gst: 1_800, total: 11_800 },
  { nationality: "Indian", membershipType: "Annual", membershipFee: 1_000, gst: 180, total: 1_180 },
  { nationality: "SAARC", membershipType: "Annual", membershipFee: 2_000, gst: 360, total: 2_360 },
];

const filled: RegistrationFormValues = {
  ...EMPTY_REGISTRATION,
  nationality: "Indian",
  membershipType: "Life",
  name: "Test Person",
  email: "test@example.org",
  contact: "+91 90000 00000",
  designation: "Scientist",
  address: "1 Example Marg, Lucknow",
  areaOfSpecialization: "Agronomy",
  password: "secret",
  confirmPassword: "secret",
};

describe("validateRegistration", () => {
  it("accepts a complete form", () => {
    expect(validateRegistration(filled, options)).toBeNull();
  });

  it("asks for every blank field, membership type included, in form order", () => {
    expect(validateRegistration({ ...EMPTY_REGISTRATION }, options)).toEqual({
      message: "All fields are required.",
      fields: [
        "membershipType",
        "name",
        "email",
        "contact",
        "designation",
        "address",
        "areaOfSpecialization",
        "password",
        "confirmPassword",
      ],
    });
    expect(validateRegistration({ ...filled, address: "   " }, options)).toEqual({
      message: "All fields are required.",
      fields: ["address"],
    });
    expect(validateRegistration({ ...filled, nationality: "" }, options)?.fields).toEqual(["nationality"]);
  });

  it("asks for a membership type of the chosen nationality", () => {
    const problem = { message: "Please select a valid membership type.", fields: ["membershipType"] };
    expect(validateRegistration({ ...filled, membershipType: "" }, options)).toEqual(problem);
    expect(validateRegistration({ ...filled, nationality: "SAARC", membershipType: "Life" }, options)).toEqual(problem);
    expect(validateRegistration({ ...filled, nationality: "Foreign", membershipType: "Annual" }, options)).toEqual(
      problem,
    );
  });

  it("checks the e-mail's shape, then the confirmation", () => {
    expect(validateRegistration({ ...filled, email: "not-an-address" }, options)).toEqual({
      message: "E-mail must be a valid e-mail address.",
      fields: ["email"],
    });
    expect(validateRegistration({ ...filled, confirmPassword: "Secret" }, options)).toEqual({
      message: "Passwords do not match.",
      fields: ["confirmPassword"],
    });
  });

  it("counts a password of spaces as blank, as the server does", () => {
    expect(validateRegistration({ ...filled, password: "  ", confirmPassword: "  " }, options)).toEqual({
      message: "All fields are required.",
      fields: ["password", "confirmPassword"],
    });
  });
});

describe("membership choices", () => {
  it("lists one nationality's options, cheapest first", () => {
    expect(choicesFor(options, "Indian").map((o) => o.membershipType)).toEqual(["Annual", "Life"]);
    expect(choicesFor(options, "Foreign")).toEqual([]);
  });

  it("matches a type ignoring case and spacing, within the nationality", () => {
    expect(findMembershipOption(options, "Indian", " life ")?.total).toBe(11_800);
    expect(findMembershipOption(options, "Indian", "LIFE")?.total).toBe(11_800);
    expect(findMembershipOption(options, "SAARC", "Life")).toBeUndefined();
    expect(findMembershipOption(options, "Indian", "")).toBeUndefined();
    expect(findMembershipOption(options, "Indian", "   ")).toBeUndefined();
  });
});

describe("registrationBody", () => {
  it("sends the trimmed fields, the option's total as the fee and the consent", () => {
    const life = options.find((option) => option.membershipType === "Life");
    if (!life) throw new Error("The Life option is missing.");
    const body = registrationBody({ ...filled, name: "  Test Person ", showContactInDirectory: true }, life);
    expect(body).toEqual({
      name: "Test Person",
      nationality: "Indian",
      membershipType: "Life",
      membershipFee: 11_800,
      email: "test@example.org",
      contact: "+91 90000 00000",
      password: "secret",
      confirmPassword: "secret",
      designation: "Scientist",
      address: "1 Example Marg, Lucknow",
      areaOfSpecialization: "Agronomy",
      showContactInDirectory: true,
    });
  });
});

describe("readServerProblem", () => {
  it("takes the message and the fields the form knows", () => {
    expect(
      readServerProblem({
        message: "Contact must be a phone number.",
        issues: [{ field: "contact", message: "x" }, { field: "(body)" }, { field: "contact" }],
      }),
    ).toEqual({ message: "Contact must be a phone number.", fields: ["contact"] });
    expect(readServerProblem({ message: "A membership application with this e-mail address already exists." })).toEqual(
      { message: "A membership application with this e-mail address already exists.", fields: [] },
    );
  });

  it("gives null when there is no usable message", () => {
    expect(readServerProblem(null)).toBeNull();
    expect(readServerProblem("oops")).toBeNull();
    expect(readServerProblem({ message: "" })).toBeNull();
    expect(readServerProblem({ error: "x" })).toBeNull();
  });
});

describe("the form and the API ask for the same", () => {
  /** What the API answers to the form's values: its first message, or null when it takes them. */
  function apiAnswer(values: RegistrationFormValues): string | null {
    if (missingRegistrationFields(values).length > 0) return "All fields are required.";
    const parsed = registrationInput.safeParse(values);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? "refused");
  }
  const formAnswer = (values: RegistrationFormValues) => validateRegistration(values, options)?.message ?? null;

  it("about blank fields", () => {
    // The membership type alone has its own message in the form (SPEC 5), and the confirmation is the form's own field.
    const fields = Object.keys(REQUIRED_REGISTRATION_FIELDS).filter((field) => field !== "membershipType");
    for (const field of fields) {
      for (const blank of ["", "   "]) {
        const values = { ...filled, [field]: blank };
        expect(formAnswer(values), field).toBe("All fields are required.");
        expect(apiAnswer(values), field).toBe("All fields are required.");
      }
    }
  });

  it("about e-mail addresses", () => {
    const addresses = [
      "test@example.org",
      " padded@example.org ",
      "first.last+tag@mail.example.co.in",
      "o'neil@example.org",
      "a@b",
      "a@b.c",
      "a b@example.org",
      ".dot@example.org",
      "dot.@example.org",
      "two@@example.org",
      "नाम@example.org",
    ];
    for (const email of addresses) {
      const values = { ...filled, email };
      expect(formAnswer(values), email).toBe(apiAnswer(values));
    }
    expect(formAnswer({ ...filled, email: "a@b.c" })).toBe("E-mail must be a valid e-mail address.");
    expect(formAnswer({ ...filled, email: "first.last+tag@mail.example.co.in" })).toBeNull();
  });

  it("about the password confirmation", () => {
    const values = { ...filled, confirmPassword: "Secret" };
    expect(formAnswer(values)).toBe("Passwords do not match.");
    expect(apiAnswer(values)).toBe("Passwords do not match.");
    expect(apiAnswer(filled)).toBeNull();
  });
});
