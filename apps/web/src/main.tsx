import './styles.css';
import { startApp } from './app/bootstrap';

try {
  startApp();
} catch (error) {
  // Nothing can render without the root; the console is the only place left to report it.
  console.error('Failed to start the application', error);
}
