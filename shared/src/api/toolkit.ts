// Redux Toolkit's own code (RTK Query, Redux, immer, reselect), reachable apart from the API slice,
// so the shell's start-up can run it in a task of its own before the slice's: evaluating the
// library, then createApi with its endpoints and the store, had made one long task of the first view.

export { createApi } from '@reduxjs/toolkit/query/react';
