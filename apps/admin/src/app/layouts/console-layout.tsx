import { useMediaQuery } from '@mantine/hooks';
import { PreferencesSync } from '../customizer/preferences-sync.js';
import { useCustomizer } from '../customizer/use-customizer.js';
import { HorizontalLayout } from './horizontal-layout.js';
import { VerticalLayout } from './vertical-layout.js';

/** Spec part 1 §9 "Layout breakpoints 1200 and 1199 px": narrower windows keep the sidebar. */
export const HORIZONTAL_MIN_WIDTH = '(min-width: 1200px)';

/** The signed-in shell in the layout the customizer chose, where the window is wide enough. */
export default function ConsoleLayout() {
  const [{ layout }] = useCustomizer();
  const wide = useMediaQuery(HORIZONTAL_MIN_WIDTH, undefined, { getInitialValueInEffect: false });
  return (
    <>
      <PreferencesSync />
      {layout === 'horizontal' && wide ? <HorizontalLayout /> : <VerticalLayout />}
    </>
  );
}
