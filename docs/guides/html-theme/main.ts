// #region main
import { connectThemeScript, startTheme } from './theme';

startTheme('');
connectThemeScript(document);
// #endregion main
