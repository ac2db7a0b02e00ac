// The shape of a screen's loader, shared by the public and member screen registries.
import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<ComponentType>;
