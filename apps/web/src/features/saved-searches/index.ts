export { SaveSearch } from './components/save-search';
