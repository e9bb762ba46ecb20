import { useEffect, useId, useRef, useState } from "react";
import type { FieldErrors } from "./validation";

/**
 * The state of a small form of text fields outside the resource tabs (the invitation page, My
 * account): the values, the errors shown beside the fields, `bind` for each TextField (typing clears
 * that field's error) and `refuse`, which shows errors and moves focus to the first refused field.
 */
export function useFieldForm<Field extends string>(initial: Record<Field, string>) {
  const uid = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const bind = (name: Field) => ({
    id: `${uid}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    focusInvalid.current = true;
  };

  return { uid, values, setValues, formRef, bind, refuse };
}
