// Toast container with the product settings of SPEC §9; colours come from CSS variables (styles/global.css).
import { useMediaQuery } from '@mantine/hooks';
import { TOAST_SETTINGS } from '@tremplin/shared';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

// `icon: true` in the settings means the library's default icons, which is what leaving the prop out gives.
const { icon: _defaultIcons, ...settings } = TOAST_SETTINGS;

export function ToastHost() {
  // SPEC §9's top-left corner is where a phone or a 768 px window shows its menu and first links: there, toasts come
  // up from the bottom instead, away from what the person taps next.
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <ToastContainer
      {...settings}
      position={narrow ? 'bottom-center' : settings.position}
      theme="colored"
      aria-label="Notifications"
    />
  );
}
