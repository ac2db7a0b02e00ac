// What other features use of the live interviews: the join button and waiting list on an interview's details.
export { InterviewLivePanel } from './components/interview-live-panel';
