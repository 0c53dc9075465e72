import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type MutableRefObject,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';

/**
 * The list's filter form, lent to what sits outside it: the active-filter chips. react-admin's filter form
 * follows an outside change of the filters (a chip removed) unless it believes the user has just edited it;
 * that belief is one flag, set by every edit and cleared by the next change of the filters. An edit that
 * changes nothing (a search typed and erased before it applies) leaves the flag set, so the next chip's
 * change was taken for the edit's echo and the box kept showing the removed filter. A chip therefore also
 * writes the cleared value into the form itself.
 */
type FilterFormRef = MutableRefObject<UseFormReturn | null>;

const FilterFormContext = createContext<FilterFormRef | null>(null);

/** The source of the hidden filter that lends the form; never a filter of the API. */
export const FILTER_FORM_HANDLE = '__filterForm';

/** Around a List: its filter form (through `FilterFormHandle`) and its chips meet here. */
export function FilterFormProvider({ children }: { children: ReactNode }) {
  const form = useRef<UseFormReturn | null>(null);
  return <FilterFormContext.Provider value={form}>{children}</FilterFormContext.Provider>;
}

/**
 * Rendered among a list's filters, always on and hidden: it renders nothing and puts the filter form in
 * the provider. `source` and `alwaysOn` are what react-admin's filter form reads of a filter.
 */
function FilterFormHandle(_props: { source: string; alwaysOn: true }) {
  const form = useFormContext();
  const formRef = useContext(FilterFormContext);
  useEffect(() => {
    if (!formRef) return undefined;
    formRef.current = form;
    return () => {
      if (formRef.current === form) formRef.current = null;
    };
  }, [form, formRef]);
  return null;
}

/** The filters with the handle added; its box is hidden by `HIDE_FILTER_FORM_HANDLE`. */
export const withFilterFormHandle = (filters: ReactElement[]): ReactElement[] => [
  ...filters,
  <FilterFormHandle key={FILTER_FORM_HANDLE} source={FILTER_FORM_HANDLE} alwaysOn />,
];

/** The List's style that hides the handle's empty box in the filter row. */
export const HIDE_FILTER_FORM_HANDLE = {
  [`& .filter-field[data-source="${FILTER_FORM_HANDLE}"]`]: { display: 'none' },
} as const;

/**
 * Empties these filters' boxes in the filter form, when the list has one (the chips call it beside
 * `setFilters`). A filter without a box is left to `setFilters` alone.
 */
export function useClearFilterBoxes(): (keys: string[]) => void {
  const formRef = useContext(FilterFormContext);
  return (keys) => {
    const form = formRef?.current;
    if (!form) return;
    const values = form.getValues();
    for (const key of keys) if (key in values) form.setValue(key, '', { shouldDirty: true });
  };
}
