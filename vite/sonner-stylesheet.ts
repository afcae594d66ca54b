/**
 * sonner (the toasts) writes its CSS into the page when it is imported, as a <style> element: about 10 KB that
 * every page carries inside its JavaScript and that a Content-Security-Policy allows only with style-src
 * 'unsafe-inline'. The browser build drops that call, and the root links sonner's own stylesheet
 * (`sonner/dist/styles.css`, cached like any asset) instead. The build fails if the call is not where sonner
 * 2.0 has it, so an upgrade cannot bring the injection back unnoticed. `npm run dev` keeps sonner as it is
 * (its dependencies are pre-bundled before plugins see them; the styles are then there twice, harmlessly).
 */
import type { Plugin } from 'vite';

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const INSERT_CSS_CALL = /__insertCSS\("(?:[^"\\]|\\.)*"\);/;

export function sonnerStylesheet(): Plugin {
  let clientBuild = false;
  let stripped = 0;
  return {
    name: 'pathbridge:sonner-stylesheet',
    apply: 'build',
    configResolved(config) {
      clientBuild = !config.build.ssr;
    },
    transform(code, id) {
      if (!clientBuild || !SONNER_ENTRY.test(id.split('?')[0]!)) return null;
      if (!INSERT_CSS_CALL.test(code)) {
        this.error(
          'sonner no longer injects its CSS where vite/sonner-stylesheet.ts expects: check the plugin',
        );
      }
      stripped++;
      return { code: code.replace(INSERT_CSS_CALL, ''), map: null };
    },
    buildEnd(error) {
      if (!error && clientBuild && stripped === 0)
        this.error('sonner was not in the browser build: check vite/sonner-stylesheet.ts');
    },
  };
}
