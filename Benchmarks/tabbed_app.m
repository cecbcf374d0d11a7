-- TabbedApp(T, K, D) in Murphi: the benchmark model of `navcheck bench`, for Rumur (and CMurphi).
--
-- T tabs, each with its own stack path over K destination values (0..K-1), at most D deep, and a size
-- class. Rules, one a transition: selectTab(t) for every tab; push(k) onto the selected tab while its
-- depth is below D; pop and popToRoot while the selected tab's path is non-empty; toggleSizeClass.
-- Slots above a tab's depth are kept at zero, so that a state is exactly (selected tab, size class,
-- every tab's path). The invariants are the two of the bench spec (TabbedAppSpec): no tab deeper
-- than D, the selected tab is a tab. The distinct reachable states are
-- T * 2 * (K^0 + K^1 + ... + K^D)^T: 12,290,298 for (3, 2, 6).
--
-- The sizes are the constants TABS (T), DESTS (K) and DEPTH (D) below; Benchmarks/spin-vs-navcheck.sh
-- sets them with sed before running rumur.

const
  TABS: 3;
  DESTS: 2;
  DEPTH: 6;

type
  tab_t: 0 .. TABS - 1;
  dest_t: 0 .. DESTS - 1;
  depth_t: 0 .. DEPTH;
  slot_t: 0 .. DEPTH - 1;

var
  sel: tab_t;
  regular: boolean;
  depth: array [tab_t] of depth_t;
  path: array [tab_t] of array [slot_t] of dest_t;

startstate "start"
begin
  sel := 0;
  regular := false;
  for t: tab_t do
    depth[t] := 0;
    for i: slot_t do
      path[t][i] := 0;
    end;
  end;
end;

ruleset t: tab_t do
  rule "selectTab"
    true
  ==>
  begin
    sel := t;
  end;
end;

ruleset k: dest_t do
  rule "push"
    depth[sel] < DEPTH
  ==>
  begin
    path[sel][depth[sel]] := k;
    depth[sel] := depth[sel] + 1;
  end;
end;

rule "pop"
  depth[sel] > 0
==>
begin
  depth[sel] := depth[sel] - 1;
  path[sel][depth[sel]] := 0;
end;

rule "popToRoot"
  depth[sel] > 0
==>
begin
  depth[sel] := 0;
  for i: slot_t do
    path[sel][i] := 0;
  end;
end;

rule "toggleSizeClass"
  true
==>
begin
  regular := !regular;
end;

invariant "tabDepthWithinBound"
  forall t: tab_t do depth[t] <= DEPTH end;

invariant "selectedTabValid"
  sel >= 0 & sel < TABS;
