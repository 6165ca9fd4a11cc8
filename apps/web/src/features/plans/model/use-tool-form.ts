// The parameters form of a tool page (upload or linked shop): the antd form, the values it shows with the
// tool's defaults filled in, and its red fields.
import { Form, type FormInstance } from 'antd';
import { useTargetInAddress } from '../api/use-target-in-address';
import { initialValues, type FormValues, type ToolDefinition } from './tool-definitions';

/** A tool's form and what the page reads from it. */
export interface ToolForm {
  form: FormInstance<FormValues>;
  /** The values shown in this render, defaults filled in (the page re-renders on every change). */
  values: FormValues;
  /** The values at this moment, defaults filled in: handlers run after the last render. */
  currentValues(): FormValues;
  /** Puts these messages under their fields (an empty list clears a field). */
  setFieldErrors(fields: Record<string, readonly string[]>): void;
  /** How many fields show an error now. */
  redFieldCount(): number;
  /** The names of the fields that show an error now. */
  redFieldNames(): Set<string>;
  /** The shop a link asked the tool to act on, if any. */
  addressedShopId: string | undefined;
}

/** The form of `tool`; a link naming a campaign (the account overview's "act on it") preselects it. */
export function useToolForm(tool: ToolDefinition): ToolForm {
  const [form] = Form.useForm<FormValues>();
  const addressed = useTargetInAddress(form);
  const watched = Form.useWatch((all: FormValues) => all, form);
  const redFields = () => form.getFieldsError().filter((field) => field.errors.length > 0);
  return {
    form,
    values: { ...initialValues(tool), ...watched },
    currentValues: () => ({ ...initialValues(tool), ...form.getFieldsValue(true) }) as FormValues,
    setFieldErrors: (fields) =>
      form.setFields(Object.entries(fields).map(([name, errors]) => ({ name, errors: [...errors] }))),
    redFieldCount: () => redFields().length,
    redFieldNames: () => new Set(redFields().map((field) => String(field.name[0]))),
    addressedShopId: addressed.shopId,
  };
}
