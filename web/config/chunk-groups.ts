/**
 * How the build groups modules into chunks beyond Vite's automatic split (vite.config.ts). What a
 * public page loads before any interaction is the budget (docs/performance.md), so these groups
 * decide which modules a page carries: each is tested against the files it means to catch
 * (chunk-groups.test.ts), since a module that moves stops matching without a word from the build.
 */

/** One chunk group, as Rolldown's `output.codeSplitting.groups` takes it. */
export interface ChunkGroup {
  name: string;
  test: RegExp;
  includeDependenciesRecursively?: boolean;
}

export const CHUNK_GROUPS: ChunkGroup[] = [
  // React, its DOM renderer, the router and the store: every page needs them, and they
  // change less often than the app, so they are cached apart as one chunk.
  {
    name: 'vendor',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand|use-sync-external-store)[\\/]/,
  },
  // The domain's modules that only signed-in screens and the studio use (the studio's rules,
  // the visit counters, unread counts) travel apart: left to the automatic split, any module
  // two lazy chunks share joins the one every public page loads. The package declares no
  // side effects, so its barrel's re-exports do not import this chunk back into a page.
  {
    name: 'domain-signed-in',
    // Only these modules: the domain core they import stays where every page finds it.
    includeDependenciesRecursively: false,
    test: /[\\/]packages[\\/]domain[\\/]src[\\/](studio[\\/]studio|visits[\\/](stats|stats-core|skin-visits)|conversations[\\/]unread|kernel[\\/]base64)\.ts$/,
  },
  // The app's small shared modules (shared UI, layout, the refusal messages) travel as one chunk
  // instead of a handful of sub-kilobyte ones, each with its own request; the domain modules they
  // import come along (dependencies are included). Naming the domain's files here would also bring
  // what only signed-in chunks share, such as the full messages catalogue, onto every page. The
  // list pieces only signed-in screens use (Avatar, DateText, LiveList, UnreadBadge, ClaimLine,
  // VisitorDetails) stay with them, as does the confirmation dialog (deleting is a signed-in act;
  // the undo notice stays here: the login page's sign-in button can show it), and the form field
  // with the forms: a page without one loads none.
  {
    name: 'app-shared',
    test: /[\\/](web[\\/]src[\\/]shared[\\/](ui[\\/](?!Avatar|DateText|LiveList|UnreadBadge|unread-badge|ClaimLine|VisitorDetails|ConfirmDialog|confirm-dialog|field[\\/])|backend[\\/]refusal-message|layout[\\/]|lazy[\\/]|session[\\/]|config[\\/]))|preload-helper/,
  },
];
