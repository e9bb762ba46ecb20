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
import { INDIAN_STATES } from "../../src/domain/indian-states";
import { registeredToast } from "../../src/domain/registration-messages";
import {
  findIndianState,
  missingRegistrationFields,
  REQUIRED_REGISTRATION_FIELDS,
  stateProblem,
  takesState,
} from "../../src/domain/registration-rules";

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

describe("the state", () => {
  const INVALID = "State must be one of India's states and union territories.";
  const ONLY_INDIAN = "State is asked only of Indian applicants; leave it out for SAARC and Foreign applicants.";

  it("is asked of Indian applicants only", () => {
    expect(takesState("Indian")).toBe(true);
    for (const other of ["SAARC", "Foreign", "", undefined]) expect(takesState(other)).toBe(false);
  });

  it("is one of India's 28 states and 8 union territories, found whatever the case and spacing", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    for (const state of INDIAN_STATES) {
      expect(findIndianState(state)).toBe(state);
      expect(findIndianState(`  ${state.toUpperCase().replace(/ /g, "   ")} `)).toBe(state);
    }
    for (const text of ["Atlantis", "", "UP", "Uttar", "Delhi NCR"])
      expect(findIndianState(text), text).toBeUndefined();
  });

  it("may be left out by anyone, is refused when unknown, and refused from a SAARC or Foreign applicant", () => {
    for (const nationality of ["Indian", "SAARC", "Foreign"]) {
      for (const blank of [undefined, null, "", "  "]) expect(stateProblem(nationality, blank)).toBeUndefined();
    }
    expect(stateProblem("Indian", "kerala")).toBeUndefined();
    expect(stateProblem("Indian", "Atlantis")).toBe(INVALID);
    expect(stateProblem("Indian", 7)).toBe(INVALID);
    expect(stateProblem("SAARC", "Kerala")).toBe(ONLY_INDIAN);
    expect(stateProblem("Foreign", "Delhi")).toBe(ONLY_INDIAN);
  });

  it("is sent only for Indian applicants, and a hidden leftover choice is dropped", () => {
    const life = options[0];
    const saarc = options[2];
    if (!life || !saarc) throw new Error("options missing");
    expect(registrationBody({ ...filled, state: "Uttar Pradesh" }, life)).toMatchObject({ state: "Uttar Pradesh" });
    expect(registrationBody({ ...filled, state: "" }, life)).not.toHaveProperty("state");
    const switched = { ...filled, nationality: "SAARC", membershipType: "Annual", state: "Delhi" };
    expect(validateRegistration(switched, options)).toBeNull();
    expect(registrationBody(switched, saarc)).not.toHaveProperty("state");
    expect(validateRegistration({ ...filled, state: "Atlantis" }, options)).toEqual({
      message: INVALID,
      fields: ["state"],
    });
  });

  it("is judged the same by the form and by the API on what the form sends", () => {
    for (const [nationality, membershipType] of [
      ["Indian", "Life"],
      ["SAARC", "Annual"],
    ] as const) {
      const option = findMembershipOption(options, nationality, membershipType);
      if (!option) throw new Error("option missing");
      for (const state of ["", "Bihar", "bihar", "Atlantis"]) {
        const values = { ...filled, nationality, membershipType, state };
        const form = validateRegistration(values, options)?.message ?? null;
        const api = registrationInput.safeParse(registrationBody(values, option)).error?.issues[0]?.message ?? null;
        expect(form, `${nationality} ${state}`).toBe(api);
      }
    }
  });
});

describe("the toast after registering", () => {
  it("keeps the spec's message and adds the reference and the e-mail with how to pay", () => {
    expect(registeredToast("APP-2345-WXYZ")).toBe(
      "Registration successful! We will contact you soon! Your application reference is APP-2345-WXYZ. We have sent you an e-mail with how to pay.",
    );
    expect(registeredToast(undefined)).toBe("Registration successful! We will contact you soon!");
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
    // The membership type alone has its own message in the form (docs/rules/public-site.md §5), and the confirmation is the form's own field.
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
