package input
