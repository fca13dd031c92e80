//! Browser entry point.

fn main() {
    tablee::start();
}
