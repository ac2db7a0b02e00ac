// What the interview details screen uses of the live interviews: its join button and waiting list.
export { InterviewLivePanel } from './components/interview-live-panel';
