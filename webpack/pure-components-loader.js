// Lets a bundle drop the parts of React Router it does not use (issue 14). Its production build
// declares components and contexts as `var Link = React.forwardRef(...)` and then names them
// (`Link.displayName = "Link"`): the call is not marked pure and the naming uses the value, so
// the minifier kept Link, NavLink and Form with everything only they reach (route prefetching,
// view transitions, form submission) though no page uses them. This marks those calls pure and
// drops the names, which only developer tools read.

const PURE_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]*";\n/gm;

/** @this {import('webpack').LoaderContext<{}>} @param {string} source */
module.exports = function pureComponentsLoader(source) {
  return source.replace(PURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
