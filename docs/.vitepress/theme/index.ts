/// <reference types="vite/client" />
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;
