/*
 * TabbedApp(T, K, D) in Promela: the benchmark model of `navcheck bench`, for Spin.
 *
 * T tabs, each with its own stack path over K destination values (0..K-1), at most D deep, and a size
 * class. Actions: selectTab(t) for every tab; push(k) onto the selected tab while its depth is below
 * D; pop and popToRoot while the selected tab's path is non-empty; toggleSizeClass. Each action is one
 * d_step, so one action is one transition, and slots above a tab's depth are kept at zero, so that a
 * state is exactly (selected tab, size class, every tab's path). The asserts (safety properties Spin
 * checks on every step: the selection is a tab, every popped value is a destination) also read the
 * paths, so that Spin keeps them in the state vector (it drops variables that are never read). The
 * distinct reachable states are
 * T * 2 * (K^0 + K^1 + ... + K^D)^T: 12,290,298 for (3, 2, 6).
 *
 * Sizes are macros TABS (T), DESTS (K) and DEPTH (D); at most 4 tabs and 4 destinations here:
 *   spin -DTABS=3 -DDESTS=2 -DDEPTH=6 -a tabbed_app.pml
 */
#ifndef TABS
#define TABS 3
#endif
#ifndef DESTS
#define DESTS 2
#endif
#ifndef DEPTH
#define DEPTH 6
#endif

byte sel;                 /* the selected tab */
bit regular;              /* the size class: 0 compact, 1 regular */
byte depth[TABS];         /* each tab's depth */
byte path[TABS * DEPTH];  /* tab t's path is path[t*DEPTH .. t*DEPTH + depth[t] - 1] */
hidden byte i;            /* loop counter, not part of the state */

#define TOP  path[sel * DEPTH + depth[sel]]

active proctype app() {
    do
    :: d_step { assert(sel < TABS); sel = 0 }
    :: d_step { TABS > 1 -> sel = 1 }
    :: d_step { TABS > 2 -> sel = 2 }
    :: d_step { TABS > 3 -> sel = 3 }
    :: d_step { depth[sel] < DEPTH -> TOP = 0; depth[sel]++ }
    :: d_step { (DESTS > 1) && (depth[sel] < DEPTH) -> TOP = 1; depth[sel]++ }
    :: d_step { (DESTS > 2) && (depth[sel] < DEPTH) -> TOP = 2; depth[sel]++ }
    :: d_step { (DESTS > 3) && (depth[sel] < DEPTH) -> TOP = 3; depth[sel]++ }
    :: d_step { depth[sel] > 0 -> depth[sel]--; assert(TOP < DESTS); TOP = 0 }
    :: d_step { depth[sel] > 0 ->
           i = 0;
           do
           :: i < DEPTH -> path[sel * DEPTH + i] = 0; i++
           :: else -> break
           od;
           i = 0;
           depth[sel] = 0 }
    :: d_step { regular = 1 - regular }
    od
}
