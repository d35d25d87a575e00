import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { siteSlice } from '../entities/site/siteSlice';

/** Creates the shell's store (one per page; tests make their own). */
export function createShellStore() {
  return configureStore({ reducer: { site: siteSlice.reducer } });
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
