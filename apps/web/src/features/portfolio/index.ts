// What the portfolio offers other screens: the portfolio block of a profile page (/utilisateur/{id}).
export { UserPortfolio } from './components/user-portfolio';
