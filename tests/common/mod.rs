//! What several tests that read the sources as text share.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file below `dir`, into `found`.
pub fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}
