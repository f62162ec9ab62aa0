// A FormField bound to its message form's FormStore: it re-renders only when its own
// value, error or touched flag changes (memo: not when the form around it re-renders, as it
// does when the visitor starts using it and when formik arrives).

import { memo, useCallback, useSyncExternalStore } from 'react';
import { FormField, type FieldSpec } from '../form-field/form-field';
import type { FormStore } from './form-store';

export const MessageField = memo(function MessageField({ store, spec }: { store: FormStore; spec: FieldSpec }) {
  const { name } = spec;
  const read = store.getSnapshot;
  const value = useSyncExternalStore(
    store.subscribe,
    () => read().values[name] ?? '',
    () => read().values[name] ?? '',
  );
  const error = useSyncExternalStore(
    store.subscribe,
    () => (read().touched[name] ? read().errors[name] : undefined),
    () => undefined,
  );
  const onValueChange = useCallback((next: string) => store.change(name, next), [store, name]);
  const onBlur = useCallback(() => store.blur(name), [store, name]);
  return <FormField {...spec} value={value} error={error} onValueChange={onValueChange} onBlur={onBlur} />;
});
