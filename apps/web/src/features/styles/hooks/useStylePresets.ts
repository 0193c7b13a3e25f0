import { useQuery } from '@tanstack/react-query';
import { styleQueryKeys } from '../api/styleQueryKeys';
import { stylesApi } from '../api/stylesApi';

/** The preset catalogue (styles.presets); it never changes while the app runs. */
export function useStylePresets() {
  return useQuery({ queryKey: styleQueryKeys.presets, queryFn: stylesApi.presets, staleTime: Infinity });
}
