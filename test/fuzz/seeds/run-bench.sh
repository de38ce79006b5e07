#!/bin/sh
# Runs the tiering benchmark once per configuration and keeps each run's counters.
set -eu

OUT=${OUT:-runs}
CONFIGS="base nb2 nb2-thp"
ITER=${ITER:-3}

usage() {
	echo "usage: $0 [-o DIR] [-n ITER]" >&2
	exit 2
}

while getopts o:n:h opt; do
	case $opt in
	o) OUT=$OPTARG ;;
	n) ITER=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))

mkdir -p "$OUT"

setup() {
	case $1 in
	base) echo 0 > /proc/sys/kernel/numa_balancing ;;
	nb2) echo 2 > /proc/sys/kernel/numa_balancing ;;
	nb2-thp)
		echo 2 > /proc/sys/kernel/numa_balancing
		echo always > /sys/kernel/mm/transparent_hugepage/enabled
		;;
	esac
}

for c in $CONFIGS; do
	setup "$c"
	i=0
	while [ "$i" -lt "$ITER" ]; do
		cat /proc/vmstat > "$OUT/$c.$i.before"
		if ! ./bench --threads 16 --size 64G > "$OUT/$c.$i.log" 2>&1; then
			echo "run $c.$i failed" >&2
		fi
		cat /proc/vmstat > "$OUT/$c.$i.after"
		i=$((i + 1))
	done
done

for f in "$OUT"/*.log; do
	printf '%s\t' "$f"
	grep -E '^(throughput|latency)' "$f" | tr '\n' ' '
	echo
done
