export { ClosingSoon } from './ClosingSoon';
