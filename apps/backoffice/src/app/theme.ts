import type { ThemeConfig } from 'antd';

const BRAND = '#2563eb';
const SIDEBAR_BG = '#0f172a';
/** The application header's height: what opens over the screen (notifications) starts below it. */
export const HEADER_HEIGHT = 60;

/**
 * Dialogs, drawers and messages open and close without animation. antd ends an animation only
 * when the browser reports its end; on a busy machine that report can come late or never, and a
 * dialog left "closing" kept blocking the till's shortcuts, while a validation message left at
 * height 0 was never seen. Staff work at keyboard speed all day: every screen answers at once.
 */
export const theme: ThemeConfig = {
  token: {
    motion: false,
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorBgLayout: '#f4f6fb',
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: SIDEBAR_BG, headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: HEADER_HEIGHT },
    Menu: {
      darkItemBg: SIDEBAR_BG,
      darkSubMenuItemBg: '#0b1221',
      darkItemSelectedBg: BRAND,
      itemBorderRadius: 6,
    },
    Table: { headerBg: '#f8fafc', headerColor: '#475569' },
    Card: { headerFontSize: 16 },
  },
};
