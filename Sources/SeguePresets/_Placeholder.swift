// Placeholder so the target builds; replaced by the target's real files.
