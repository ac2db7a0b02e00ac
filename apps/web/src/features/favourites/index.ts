// What the favourites offer other screens: the add/remove button of a candidate's details page.
export { FavouriteToggle } from './components/favourite-toggle';
