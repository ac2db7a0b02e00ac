// What other screens use of the personal-data feature.
export { PersonalDataPanel } from './components/personal-data-panel';
export { StaffDataActions } from './components/staff-data-actions';
