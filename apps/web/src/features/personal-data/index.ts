// What the profile and user administration screens use of the personal-data feature.

export { type AccountToErase, EraseAccountDialog } from './components/erase-account-dialog';
export { PersonalDataPanel } from './components/personal-data-panel';
export { StaffDataActions } from './components/staff-data-actions';
