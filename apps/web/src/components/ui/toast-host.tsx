// Toast container with the product settings of SPEC §9; colours come from CSS variables (styles/global.css).
import { TOAST_SETTINGS } from '@tremplin/shared';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

// `icon: true` in the settings means the library's default icons, which is what leaving the prop out gives.
const { icon: _defaultIcons, ...settings } = TOAST_SETTINGS;

export function ToastHost() {
  return <ToastContainer {...settings} theme="colored" aria-label="Notifications" />;
}
